import { randomUUID } from "node:crypto";
import { API_PATHS, OUTCOME_PAGES, SERVICE_REQUEST_SUCCESS } from "../../common/api";
import { serviceRequestSchema } from "../../common/forms/service-request";
import { LEAD_KINDS, newReference, queueLeadDeliveries } from "../leads";
import type { FormDefinition } from "./form-route";

export const serviceRequestForm: FormDefinition<typeof serviceRequestSchema> = {
  name: LEAD_KINDS.serviceRequest.name,
  path: API_PATHS.serviceRequests,
  schema: serviceRequestSchema,
  errorKey: "message",
  async store(trx, data, context) {
    const { spam, now } = context;
    const id = randomUUID();
    const reference = newReference(LEAD_KINDS.serviceRequest.prefix);
    await trx
      .insertInto("service_requests")
      .values({
        id,
        reference,
        name: data.name,
        email: data.email,
        service: data.service,
        message: data.message ?? null,
        spam: spam ? 1 : 0,
        created_at: now,
      })
      .execute();
    const queued =
      !spam &&
      (await queueLeadDeliveries(trx, context, {
        kind: LEAD_KINDS.serviceRequest,
        id,
        reference,
        createdAt: now,
        name: data.name,
        email: data.email,
        service: data.service,
        fields: [
          ["Name", data.name],
          ["Email", data.email],
          ["Service", data.service],
          ["Message", data.message ?? "(none)"],
        ],
        data,
      }));
    return {
      id,
      status: 201,
      body: { message: SERVICE_REQUEST_SUCCESS, reference },
      page: `${OUTCOME_PAGES.requestReceived}?reference=${reference}`,
      queuedMail: queued,
    };
  },
};
