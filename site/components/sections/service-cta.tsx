import type { CtaContent } from "../../loaders/services/types";
import { ActionLinks } from "../ui/action-links";
import { CtaBand } from "./cta-band";

/** A service page's closing call to action. */
export function ServiceCta({ cta }: { cta: CtaContent }) {
  return (
    <CtaBand title={cta.title} text={cta.text} note={cta.note}>
      <ActionLinks actions={cta.actions} tone="dark" />
    </CtaBand>
  );
}
