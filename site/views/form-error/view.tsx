import type { ReactNode } from "react";
import { FORM_ERROR_REASONS } from "../../../common/api";
import { FORM_ERROR_DETAILS } from "../../../common/forms/form-error-details";
import { LinkButtons, OtherWaysToReachUs, OutcomePage, outcomeMeta } from "../../components/outcome-page";
import type { loadOutcomes } from "../../loaders/pages";

type Props = Awaited<ReturnType<typeof loadOutcomes>>;

export const meta = ({ content, settings }: Props) => outcomeMeta(content.formError.meta, "/form-error", settings);

/**
 * `reason`: the island that reads the ?reason= of the redirect (./reason.island.tsx). Without
 * JavaScript the server shows the reason instead (server/forms/form-error-page.ts): every reason's
 * text is here, hidden, in a <noscript> (a browser running scripts has the island), and the server
 * unhides the one in the URL and names the fields at fault in the list after it.
 */
export default function FormError({ content, settings, reason }: Props & { reason: ReactNode }) {
  return (
    <>
      <OutcomePage title={content.formError.title} intro={reason}>
        <noscript>
          <div {...{ [FORM_ERROR_DETAILS.attribute]: "" }} className="w-full max-w-3xl pb-2 text-lg text-slate-700">
            {FORM_ERROR_REASONS.map((key) => (
              <p key={key} {...{ [FORM_ERROR_DETAILS.reasonAttribute]: key }} hidden>
                {content.formError.reasons[key]}
              </p>
            ))}
            <ul
              className="mt-3 list-disc space-y-1 pl-6 font-medium text-slate-900"
              {...{ [FORM_ERROR_DETAILS.listAttribute]: "" }}
            />
          </div>
        </noscript>
        <LinkButtons links={content.formError.links} />
      </OutcomePage>
      <OtherWaysToReachUs copy={content.otherWays} settings={settings} />
    </>
  );
}
