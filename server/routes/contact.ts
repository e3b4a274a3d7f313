import { randomUUID } from "node:crypto";
import { API_PATHS, OUTCOME_PAGES } from "../../common/api";
import { contactSchema } from "../../common/forms/contact";
import { enqueueMail } from "../mail/outbox";
import { notificationMail } from "../mail/templates";
import type { FormDefinition } from "./form-route";

export const CONTACT_SUCCESS = "Message sent successfully!";

export const contactForm: FormDefinition<typeof contactSchema> = {
  name: "contact",
  path: API_PATHS.contact,
  schema: contactSchema,
  errorKey: "message",
  async store(trx, data, { spam, now }) {
    const id = randomUUID();
    await trx
      .insertInto("contact_messages")
      .values({ id, ...data, spam: spam ? 1 : 0, created_at: now })
      .execute();
    if (!spam) {
      await enqueueMail(trx, {
        kind: "notification",
        sourceTable: "contact_messages",
        sourceId: id,
        replyTo: data.email,
        content: notificationMail({
          formTitle: "contact message",
          visitorName: data.name,
          fields: [
            ["Name", data.name],
            ["Email", data.email],
            ["Subject", data.subject],
            ["Message", data.message],
          ],
          submittedAt: now,
          id,
        }),
      });
    }
    return { id, status: 201, body: { message: CONTACT_SUCCESS }, page: OUTCOME_PAGES.messageSent, queuedMail: !spam };
  },
};
