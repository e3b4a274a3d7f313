import { OUTCOME_PAGES } from "../../common/api";
import { attributionColumns } from "../../common/forms/attribution";
import { newsletterForm } from "../../common/forms/subscribe";
import { subscribe } from "./subscriptions";
import type { FormDefinition } from "../forms/form-route";

// The subscribe form: its transaction is the newsletter's (newsletter/subscriptions.ts); the
// answer is the same for a new, pending or confirmed address, so nobody learns who reads our
// newsletter.

/** Subscribe's one answer, for a new, pending or confirmed address alike. */
export const SUBSCRIBE_MESSAGE =
  "Thank you for subscribing! Please check your inbox and confirm your subscription with the link we sent.";

export const subscribeForm: FormDefinition = {
  form: newsletterForm,
  async store(trx, values, { spam, now, deps, log, attribution }) {
    const { id, queuedMail } = await subscribe(
      trx,
      { name: values.name ?? "", email: values.email ?? "", spam, visit: attributionColumns(attribution) },
      { linkOrigin: deps.linkOrigin, siteName: deps.site().siteName, now, log },
    );
    return {
      id,
      status: 201,
      body: { message: SUBSCRIBE_MESSAGE },
      page: OUTCOME_PAGES.subscribeCheckInbox,
      queuedMail,
    };
  },
};
