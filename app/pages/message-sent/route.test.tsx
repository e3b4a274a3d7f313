import { afterEach, describe, expect, it } from "vitest";
import { openPrerendered, resetPrerendered } from "../../../tests/unit/open-prerendered";
import MessageSent from "./route";

// A plain form post (no JavaScript) is redirected to /message-sent?reference=…: a prerendered
// page, the same for everyone, that shows the reference once it has hydrated in the browser.

afterEach(resetPrerendered);

describe("/message-sent", () => {
  it(`shows "Your reference: CM-7K3Q-2M" after hydration, without a mismatch`, async () => {
    const { html, container, recoverable } = await openPrerendered(
      "/message-sent",
      MessageSent,
      "/message-sent?reference=CM-7K3Q-2M",
    );
    expect(html).not.toContain("Your reference");
    expect(container.querySelector("h1")).toHaveTextContent("Message sent successfully!");
    expect(container).toHaveTextContent("Your reference: CM-7K3Q-2M");
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll("a")).toHaveLength(2);
  });

  it("shows nothing for a missing or malformed reference", async () => {
    for (const query of [
      "",
      "?reference=",
      "?reference=CM-7K3Q-2I",
      "?reference=XX-7K3Q-2M",
      "?reference=cm-7k3q-2m",
    ]) {
      const { container, recoverable } = await openPrerendered("/message-sent", MessageSent, `/message-sent${query}`);
      expect(container, query).not.toHaveTextContent("Your reference");
      expect(recoverable).toEqual([]);
      container.remove();
    }
  });
});
