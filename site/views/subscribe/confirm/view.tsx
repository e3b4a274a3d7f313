import { NEWSLETTER_PAGES } from "../../../../common/api";
import { NewsletterLinkPage } from "../../../components/newsletter-link-page";
import { outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta(
    "Confirm your subscription",
    "Confirm your subscription to our newsletter with one button.",
    NEWSLETTER_PAGES.confirm,
  );

export default function ConfirmSubscription() {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      intro="Press the button to start receiving our newsletter at this address. Did not ask for it? Close this page: nothing happens until you press the button."
      action="Confirm my subscription"
    />
  );
}
