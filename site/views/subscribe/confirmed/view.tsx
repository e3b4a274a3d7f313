import { OutcomePage, outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Subscription confirmed", "Your newsletter subscription is confirmed.", "/subscribe/confirmed");

export default function SubscriptionConfirmed() {
  return (
    <OutcomePage
      title="Subscription confirmed"
      intro="You are subscribed to our newsletter. Every issue has a link to unsubscribe in one click."
    />
  );
}
