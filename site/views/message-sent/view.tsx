import type { ReactNode } from "react";
import { CONTACT_SUCCESS } from "../../../common/api";
import { OutcomePage, outcomeMeta } from "../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Message sent", "Your message reached us. We reply to e-mail within one business day.", "/message-sent");

export default function MessageSent({ reference }: { reference?: ReactNode }) {
  return (
    <OutcomePage
      title={CONTACT_SUCCESS}
      intro="Thank you for writing to us. Your message reached our team, and we reply within one business day."
      reference={reference}
    />
  );
}
