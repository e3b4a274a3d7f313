import { NEWSLETTER_PAGES } from "../../../../common/api";
import { NewsletterLinkPage } from "../../../components/newsletter-link-page";
import { outcomeMeta } from "../../../components/outcome-page";

export const meta = () =>
  outcomeMeta("Unsubscribe", "Unsubscribe from our newsletter with one button.", NEWSLETTER_PAGES.unsubscribe);

export default function Unsubscribe() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe from our newsletter"
      intro="Press the button and you will not receive our newsletter any more. Nothing happens until you press it."
      action="Unsubscribe"
    />
  );
}
