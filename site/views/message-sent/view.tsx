import type { ReactNode } from "react";
import { CONTACT_SUCCESS } from "../../../common/api";
import { LinkButtons, OutcomePage, outcomeMeta } from "../../components/outcome-page";
import type { loadOutcomes } from "../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) => outcomeMeta(content.messageSent.meta, "/message-sent", settings);

export default function MessageSent({ content, reference }: Props & { reference?: ReactNode }) {
  return (
    <OutcomePage title={CONTACT_SUCCESS} intro={content.messageSent.intro} reference={reference}>
      <LinkButtons links={content.links} />
    </OutcomePage>
  );
}
