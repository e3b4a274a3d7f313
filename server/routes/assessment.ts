import { randomUUID } from "node:crypto";
import { API_PATHS, OUTCOME_PAGES, assessmentSuccess } from "../../common/api";
import { assessmentSchema } from "../../common/forms/assessment";
import { LEAD_KINDS, newReference, queueLeadDeliveries } from "../leads";
import type { FormDefinition } from "./form-route";

export const assessmentForm: FormDefinition<typeof assessmentSchema> = {
  name: LEAD_KINDS.assessment.name,
  path: API_PATHS.assessment,
  schema: assessmentSchema,
  errorKey: "message",
  async store(trx, data, context) {
    const { spam, now } = context;
    const id = randomUUID();
    const reference = newReference(LEAD_KINDS.assessment.prefix);
    await trx
      .insertInto("assessment_requests")
      .values({
        id,
        reference,
        full_name: data.fullName,
        email: data.email,
        company: data.company,
        team_size: data.teamSize,
        challenges: data.challenges,
        goals: data.goals,
        service: data.service,
        spam: spam ? 1 : 0,
        created_at: now,
      })
      .execute();
    const queued =
      !spam &&
      (await queueLeadDeliveries(trx, context, {
        kind: LEAD_KINDS.assessment,
        title: `${data.service} assessment request`,
        id,
        reference,
        createdAt: now,
        name: data.fullName,
        email: data.email,
        service: data.service,
        fields: [
          ["Full name", data.fullName],
          ["Email", data.email],
          ["Company", data.company],
          ["Team size", data.teamSize],
          ["Service", data.service],
          ["Challenges", data.challenges],
          ["Goals", data.goals],
        ],
        data,
      }));
    return {
      id,
      status: 201,
      body: { message: assessmentSuccess(data.service), reference },
      page: `${OUTCOME_PAGES.requestReceived}?reference=${reference}`,
      queuedMail: queued,
    };
  },
};
