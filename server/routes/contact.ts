import { randomUUID } from "node:crypto";
import { API_PATHS, CONTACT_SUCCESS, OUTCOME_PAGES } from "../../common/api";
import { contactSchema } from "../../common/forms/contact";
import { LEAD_KINDS, newReference, queueLeadDeliveries } from "../leads";
import type { FormDefinition } from "./form-route";

export const contactForm: FormDefinition<typeof contactSchema> = {
  name: LEAD_KINDS.contact.name,
  path: API_PATHS.contact,
  schema: contactSchema,
  errorKey: "message",
  async store(trx, data, context) {
    const { spam, now } = context;
    const id = randomUUID();
    const reference = newReference(LEAD_KINDS.contact.prefix);
    await trx
      .insertInto("contact_messages")
      .values({ id, reference, ...data, spam: spam ? 1 : 0, created_at: now })
      .execute();
    const queued =
      !spam &&
      (await queueLeadDeliveries(trx, context, {
        kind: LEAD_KINDS.contact,
        id,
        reference,
        createdAt: now,
        name: data.name,
        email: data.email,
        fields: [
          ["Name", data.name],
          ["Email", data.email],
          ["Subject", data.subject],
          ["Message", data.message],
        ],
        data,
      }));
    return {
      id,
      status: 201,
      body: { message: CONTACT_SUCCESS, reference },
      page: `${OUTCOME_PAGES.messageSent}?reference=${reference}`,
      queuedMail: queued,
    };
  },
};
