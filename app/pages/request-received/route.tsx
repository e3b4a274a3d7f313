import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { THANK_YOU, validReference } from "../../../common/api";
import { buttonStyles } from "../../components/ui/button-styles";
import { OutcomePage, outcomeMeta } from "../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Request received", "We have received your request and will contact you soon.", "/request-received");

const noSubscription = () => () => undefined;
const readReference = () => validReference(new URLSearchParams(window.location.search).get("reference"));
const noReference = () => undefined;

export default function RequestReceived() {
  // The prerendered page has no reference; in the browser the ?reference= of a plain form post's
  // redirect adds it once the page has hydrated (the server snapshot keeps hydration exact).
  const reference = useSyncExternalStore(noSubscription, readReference, noReference);
  return (
    <OutcomePage
      title={THANK_YOU}
      intro="We've received your request and will contact you soon, usually within one business day."
    >
      {reference ? <p className="w-full text-lg text-slate-700">Your reference: {reference}</p> : null}
      <Link to="/" className={buttonStyles.primary}>
        Return to Home
      </Link>
      <Link to="/services" className={buttonStyles.secondary}>
        See our services
      </Link>
    </OutcomePage>
  );
}
