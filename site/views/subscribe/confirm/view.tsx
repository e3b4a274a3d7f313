import { NEWSLETTER_PAGES } from "../../../../common/api";
import { NewsletterLinkPage } from "../../../components/newsletter-link-page";
import { outcomeMeta } from "../../../components/outcome-page";
import type { loadOutcomes } from "../../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.confirm.meta, NEWSLETTER_PAGES.confirm, settings);

export default function ConfirmSubscription({ content }: Props) {
  return <NewsletterLinkPage {...content.confirm} />;
}
