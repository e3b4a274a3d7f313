import { OutcomePage, outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Unsubscribed", "You have been unsubscribed from our newsletter.", "/subscribe/unsubscribed");

export default function Unsubscribed() {
  return (
    <OutcomePage
      title="You have been unsubscribed"
      intro="You will not receive our newsletter any more. Changed your mind? You can subscribe again from our contact page at any time."
    />
  );
}
