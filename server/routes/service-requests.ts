import { randomUUID } from "node:crypto";
import { API_PATHS, OUTCOME_PAGES } from "../../common/api";
import { serviceRequestSchema } from "../../common/forms/service-request";
import { enqueueMail } from "../mail/outbox";
import { notificationMail } from "../mail/templates";
import type { FormDefinition } from "./form-route";

export const SERVICE_REQUEST_SUCCESS = "Thank you! We've received your request and will contact you soon.";

export const serviceRequestForm: FormDefinition<typeof serviceRequestSchema> = {
  name: "service-request",
  path: API_PATHS.serviceRequests,
  schema: serviceRequestSchema,
  errorKey: "message",
  async store(trx, data, { spam, now }) {
    const id = randomUUID();
    await trx
      .insertInto("service_requests")
      .values({
        id,
        name: data.name,
        email: data.email,
        service: data.service,
        message: data.message ?? null,
        spam: spam ? 1 : 0,
        created_at: now,
      })
      .execute();
    if (!spam) {
      await enqueueMail(trx, {
        kind: "notification",
        sourceTable: "service_requests",
        sourceId: id,
        replyTo: data.email,
        content: notificationMail({
          formTitle: "service request",
          visitorName: data.name,
          fields: [
            ["Name", data.name],
            ["Email", data.email],
            ["Service", data.service],
            ["Message", data.message ?? "(none)"],
          ],
          submittedAt: now,
          id,
        }),
      });
    }
    return {
      id,
      status: 201,
      body: { message: SERVICE_REQUEST_SUCCESS },
      page: OUTCOME_PAGES.requestReceived,
      queuedMail: !spam,
    };
  },
};
