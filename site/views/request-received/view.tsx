import type { ReactNode } from "react";
import { THANK_YOU } from "../../../common/api";
import { OutcomePage, outcomeMeta } from "../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Request received", "We have received your request and will contact you soon.", "/request-received");

export default function RequestReceived({ reference }: { reference?: ReactNode }) {
  return (
    <OutcomePage
      title={THANK_YOU}
      intro="We've received your request and will contact you soon, usually within one business day."
      reference={reference}
    />
  );
}
