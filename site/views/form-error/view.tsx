import type { ReactNode } from "react";
import { LinkButtons, OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../components/outcome-page";
import type { loadOutcomes } from "../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) => outcomeMeta(content.formError.meta, "/form-error", settings);

/** `reason`: the island that reads the ?reason= of the redirect (./reason.island.tsx). */
export default function FormError({ content, settings, reason }: Props & { reason: ReactNode }) {
  return (
    <>
      <OutcomePage title={content.formError.title} intro={reason}>
        <LinkButtons links={content.formError.links} />
      </OutcomePage>
      <OtherWaysToReachUs copy={content.otherWays} settings={settings} />
    </>
  );
}
