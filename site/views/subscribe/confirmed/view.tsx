import { LinkButtons, OutcomePage, outcomeMeta } from "../../../components/outcome-page";
import type { loadOutcomes } from "../../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.confirmed.meta, "/subscribe/confirmed", settings);

export default function SubscriptionConfirmed({ content }: Props) {
  return (
    <OutcomePage title={content.confirmed.title} intro={content.confirmed.intro}>
      <LinkButtons links={content.links} />
    </OutcomePage>
  );
}
