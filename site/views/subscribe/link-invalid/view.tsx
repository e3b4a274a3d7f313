import { LinkButtons, OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../../components/outcome-page";
import type { loadOutcomes } from "../../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.linkInvalid.meta, "/subscribe/link-invalid", settings);

export default function LinkInvalid({ content, settings }: Props) {
  return (
    <>
      <OutcomePage title={content.linkInvalid.title} intro={content.linkInvalid.intro}>
        <LinkButtons links={content.linkInvalid.links} />
      </OutcomePage>
      <OtherWaysToReachUs copy={content.otherWays} settings={settings} />
    </>
  );
}
