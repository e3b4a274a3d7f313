import type { ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../components/outcome-page";

export const meta = () =>
  outcomeMeta(
    "Your form was not sent",
    "Your form could not be sent. Here is how to try again or reach us.",
    "/form-error",
  );

/** `reason`: the island that reads the ?reason= of the redirect (./reason.island.tsx). */
export default function FormError({ reason }: { reason: ReactNode }) {
  return (
    <>
      <OutcomePage title="Your form was not sent" intro={reason}>
        <a href="/contact" className={buttonStyles.primary}>
          Back to the contact page
        </a>
        <a href="/" className={buttonStyles.secondary}>
          Return to Home
        </a>
      </OutcomePage>
      <OtherWaysToReachUs />
    </>
  );
}
