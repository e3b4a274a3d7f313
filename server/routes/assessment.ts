import { randomUUID } from "node:crypto";
import { API_PATHS, OUTCOME_PAGES } from "../../common/api";
import { assessmentSchema } from "../../common/forms/assessment";
import { enqueueMail } from "../mail/outbox";
import { notificationMail } from "../mail/templates";
import type { FormDefinition } from "./form-route";

export const assessmentSuccess = (service: string) =>
  `Thank you! We've received your ${service} assessment request. Our team will contact you soon.`;

export const assessmentForm: FormDefinition<typeof assessmentSchema> = {
  name: "assessment",
  path: API_PATHS.assessment,
  schema: assessmentSchema,
  errorKey: "message",
  async store(trx, data, { spam, now }) {
    const id = randomUUID();
    await trx
      .insertInto("assessment_requests")
      .values({
        id,
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
    if (!spam) {
      await enqueueMail(trx, {
        kind: "notification",
        sourceTable: "assessment_requests",
        sourceId: id,
        replyTo: data.email,
        content: notificationMail({
          formTitle: `${data.service} assessment request`,
          visitorName: data.fullName,
          fields: [
            ["Full name", data.fullName],
            ["Email", data.email],
            ["Company", data.company],
            ["Team size", data.teamSize],
            ["Service", data.service],
            ["Challenges", data.challenges],
            ["Goals", data.goals],
          ],
          submittedAt: now,
          id,
        }),
      });
    }
    return {
      id,
      status: 201,
      body: { message: assessmentSuccess(data.service) },
      page: OUTCOME_PAGES.requestReceived,
      queuedMail: !spam,
    };
  },
};
