import { LinkButtons, OutcomePage, outcomeMeta } from "../../../components/outcome-page";
import type { loadOutcomes } from "../../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.unsubscribed.meta, "/subscribe/unsubscribed", settings);

export default function Unsubscribed({ content }: Props) {
  return (
    <OutcomePage title={content.unsubscribed.title} intro={content.unsubscribed.intro}>
      <LinkButtons links={content.links} />
    </OutcomePage>
  );
}
