import { afterEach, describe, expect, it } from "vitest";
import { openPrerendered, resetPrerendered } from "../test-support/open-prerendered";
import { loadOutcomes } from "../loaders/pages";
import { fileSource } from "../loaders/read";
import { LinkButtons, OutcomePage } from "./outcome-page";
import Reference from "./reference.island";

// A plain form post (no JavaScript) is redirected to an outcome page with ?reference=…: a
// prerendered page, the same for everyone, that shows the reference once it has hydrated.

afterEach(resetPrerendered);

const { content } = await loadOutcomes(fileSource());
const buttons = <LinkButtons links={content.links} />;
const WithReference = () => (
  <OutcomePage title="Sent" intro="We have it." reference={<Reference />}>
    {buttons}
  </OutcomePage>
);
const WithoutReference = () => (
  <OutcomePage title="Sent" intro="We have it.">
    {buttons}
  </OutcomePage>
);

describe("OutcomePage", () => {
  it.each(["CM-7K3Q-2M", "SR-7K3Q-2M", "AR-0Z9H-XY"])(
    `shows "Your reference: %s" after hydration, without a mismatch`,
    async (reference) => {
      const { html, container, recoverable } = await openPrerendered(WithReference, `/sent?reference=${reference}`);
      expect(html).not.toContain("Your reference");
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
      const { container, recoverable } = await openPrerendered(WithReference, `/sent${query}`);
      expect(container, query).not.toHaveTextContent("Your reference");
      expect(recoverable).toEqual([]);
      container.remove();
    }
  });

  it("shows no reference unless asked to", async () => {
    const { container } = await openPrerendered(WithoutReference, "/sent?reference=CM-7K3Q-2M");
    expect(container).not.toHaveTextContent("Your reference");
  });
});
