import { afterEach, describe, expect, it } from "vitest";
import { openPrerendered, resetPrerendered } from "../../../tests/unit/open-prerendered";
import RequestReceived from "./route";

// A plain form post of a service or assessment request (no JavaScript) is redirected to
// /request-received?reference=…: a prerendered page, the same for everyone, that shows the
// reference once it has hydrated in the browser.

afterEach(resetPrerendered);

describe("/request-received", () => {
  it.each(["SR-7K3Q-2M", "AR-0Z9H-XY"])(
    `shows "Your reference: %s" after hydration, without a mismatch`,
    async (reference) => {
      const { html, container, recoverable } = await openPrerendered(
        "/request-received",
        RequestReceived,
        `/request-received?reference=${reference}`,
      );
      expect(html).not.toContain("Your reference");
      expect(container.querySelector("h1")).toHaveTextContent("Thank you!");
      expect(container).toHaveTextContent(`Your reference: ${reference}`);
      expect(recoverable).toEqual([]);
      expect(container.querySelectorAll("a")).toHaveLength(2);
    },
  );

  it("shows nothing for a missing or malformed reference", async () => {
    for (const query of [
      "",
      "?reference=",
      "?reference=CM-7K3Q-2I",
      "?reference=XX-7K3Q-2M",
      "?reference=cm-7k3q-2m",
    ]) {
      const { container, recoverable } = await openPrerendered(
        "/request-received",
        RequestReceived,
        `/request-received${query}`,
      );
      expect(container, query).not.toHaveTextContent("Your reference");
      expect(recoverable).toEqual([]);
      container.remove();
    }
  });
});
