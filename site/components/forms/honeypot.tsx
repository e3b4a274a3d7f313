import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";

/**
 * The spam trap every form carries: off-screen, hidden from assistive technology, out of the
 * tab order and never autofilled. People leave it empty; a bot that fills it gets the normal
 * answer while the server flags the submission.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
