import { island } from "../islands/island";
import { useSyncExternalStore } from "react";
import { validReference } from "../../common/forms/registry";

const noSubscription = () => () => undefined;
const readReference = () => validReference(new URLSearchParams(window.location.search).get("reference"));
const noReference = () => undefined;

/**
 * "Your reference: …" from the ?reference= of a plain form post's redirect: an island, since the
 * prerendered page cannot know it. It appears once live (the server snapshot keeps hydration exact).
 */
function Reference() {
  const reference = useSyncExternalStore(noSubscription, readReference, noReference);
  return reference ? <p className="w-full text-lg text-slate-700">Your reference: {reference}</p> : null;
}

export default island(Reference);
