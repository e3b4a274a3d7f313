import { OutcomePage, outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta(
    "Check your inbox",
    "Confirm your newsletter subscription with the link we have just e-mailed you.",
    "/subscribe/check-inbox",
  );

export default function CheckInbox() {
  return (
    <OutcomePage
      title="Check your inbox"
      intro="Thank you for subscribing! We have sent you an e-mail with a link: open it to confirm your subscription. If it does not arrive within a few minutes, look in your spam folder."
    />
  );
}
