import type { ReactNode } from "react";
import { THANK_YOU } from "../../../common/api";
import { LinkButtons, OutcomePage, outcomeMeta } from "../../components/outcome-page";
import type { loadOutcomes } from "../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) =>
  outcomeMeta(content.requestReceived.meta, "/request-received", settings);

export default function RequestReceived({ content, reference }: Props & { reference?: ReactNode }) {
  return (
    <OutcomePage title={THANK_YOU} intro={content.requestReceived.intro} reference={reference}>
      <LinkButtons links={content.links} />
    </OutcomePage>
  );
}
