import { describe, expect, it } from "vitest";
import { afterSignIn, signInPath } from "./api";

// A session that ends mid-work goes to the sign-in screen and back to where it was; the way
// back leads only to a screen of the inbox, never to another site.

const back = (next: string) => afterSignIn(new URL(`http://localhost${signInPath(next)}`));

describe("sign-in and back", () => {
  it("comes back to the screen that asked, with its query", () => {
    expect(back("/admin/leads?form=contact&q=a b")).toBe("/admin/leads?form=contact&q=a b");
    expect(back("/admin/leads/contact/123")).toBe("/admin/leads/contact/123");
    expect(signInPath("/admin")).toBe("/admin/sign-in");
    expect(back("/admin")).toBe("/admin");
    // The editor's page sends its visitors to the same sign-in.
    expect(back("/keystatic/singleton/home")).toBe("/keystatic/singleton/home");
  });

  it("goes to the overview for anything that is not a screen of the inbox", () => {
    for (const next of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/admin/sign-in",
      "/keystatics",
    ]) {
      expect(afterSignIn(new URL(`http://localhost/admin/sign-in?next=${encodeURIComponent(next)}`)), next).toBe(
        "/admin",
      );
    }
  });
});
