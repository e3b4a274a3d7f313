import { OutcomePage, outcomeMeta } from "./outcome-page";

export const meta = () =>
  outcomeMeta("Request received", "We have received your request and will contact you soon.", "/request-received");

export default function RequestReceived() {
  return (
    <OutcomePage
      title="Thank you!"
      intro="We've received your request and will contact you soon, usually within one business day."
    />
  );
}
