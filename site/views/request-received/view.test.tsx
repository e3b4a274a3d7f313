import { afterEach, describe, expect, it } from "vitest";
import { openPrerendered, resetPrerendered } from "../../test-support/open-prerendered";
import Reference from "../../components/reference.island";
import { loadOutcomes } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import View from "./view";

// The page as site/pages/request-received.astro renders it: content/pages/outcomes.yaml, the reference an island.
const data = await loadOutcomes(fileSource());
const RequestReceived = () => <View {...data} reference={<Reference />} />;

// Where a plain form post of a service or assessment request lands; the reference itself is OutcomePage's.

afterEach(resetPrerendered);

describe("/request-received", () => {
  it.each(["SR-7K3Q-2M", "AR-0Z9H-XY"])("thanks the visitor and shows the reference %s", async (reference) => {
    const { container } = await openPrerendered(RequestReceived, `/request-received?reference=${reference}`);
    expect(container.querySelector("h1")).toHaveTextContent("Thank you!");
    expect(container).toHaveTextContent(`Your reference: ${reference}`);
  });
});
