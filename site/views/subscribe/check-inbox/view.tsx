import { LinkButtons, OutcomePage, outcomeMeta } from "../../../components/outcome-page";
import type { loadOutcomes } from "../../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.checkInbox.meta, "/subscribe/check-inbox", settings);

export default function CheckInbox({ content }: Props) {
  return (
    <OutcomePage title={content.checkInbox.title} intro={content.checkInbox.intro}>
      <LinkButtons links={content.links} />
    </OutcomePage>
  );
}
