import { afterEach, describe, expect, it } from "vitest";
import { openPrerendered, resetPrerendered } from "../../test-support/open-prerendered";
import Reference from "../../components/reference.island";
import { loadOutcomes } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import View from "./view";

// The page as site/pages/message-sent.astro renders it: content/pages/outcomes.yaml, the reference an island.
const data = await loadOutcomes(fileSource());
const MessageSent = () => <View {...data} reference={<Reference />} />;

// Where a plain form post of the contact form lands; the reference itself is OutcomePage's.

afterEach(resetPrerendered);

describe("/message-sent", () => {
  it("says the message was sent and shows its reference", async () => {
    const { container } = await openPrerendered(MessageSent, "/message-sent?reference=CM-7K3Q-2M");
    expect(container.querySelector("h1")).toHaveTextContent("Message sent successfully!");
    expect(container).toHaveTextContent("Your reference: CM-7K3Q-2M");
  });
});
