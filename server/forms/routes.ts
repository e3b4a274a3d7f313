import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_PREFIX } from "../../common/api";
import type { FormDeclaration } from "../../common/forms/declare";
import { HONEYPOT_FIELD } from "../../common/forms/honeypot";
import { LEAD_FORM_KEYS, FORMS, type LeadFormKey } from "../../common/forms/registry";
import { schemaOf, type OfferOf } from "../../common/forms/schemas";
import { isFormPost, outcomeUrl, sendFailure } from "../http/answers";
import { requireFormContentType, sameOriginGuard } from "../http/guards";
import { BODY_LIMIT_BYTES } from "../http/limits";
import { redactEmail } from "../http/redact";
import { storeLead } from "./leads";
import { formTiers, tieredRateLimit } from "../plugins/rate-limit";
import type { FormDeps } from "./form-deps";
import { submit, type FormDefinition } from "./form-route";
import { newsletterLinkApi } from "../newsletter/link-pages";
import { subscribeForm } from "../newsletter/subscribe";

// The four form endpoints, registered under API_PREFIX, each from its declaration
// (common/forms): its path, its `schema:` (the declared fields, through
// fastify-type-provider-zod) and its answers. Needs the rate-limiting plugin registered before it.

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The declared schema, plus the honeypot (read, then dropped before anything is stored). A service
 * must be one the live build's forms offer (`offer`, read on each post: a publish that adds a
 * service makes it accepted at the moment its pages go live).
 */
export const bodySchema = (form: FormDeclaration, offer: OfferOf) =>
  schemaOf(form, offer).extend({ [HONEYPOT_FIELD]: z.unknown().optional() });

const headersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY, "The Idempotency-Key header must be 8 to 128 letters, digits or - _ . : (a UUID works).")
    .optional(),
});

const NOT_AN_OBJECT = 'Send the form\'s fields as a JSON object, for example {"name": "…", "email": "…"}.';

/** A lead form's submission: the one way the three lead forms store theirs. */
const leadDefinition = (key: LeadFormKey): FormDefinition => ({
  form: FORMS[key],
  async store(trx, values, context) {
    const lead = await storeLead(trx, key, values, context);
    const success = FORMS[key].success!;
    return {
      id: lead.id,
      status: 201,
      body: { message: success.message(values), reference: lead.reference },
      page: `${success.page}?reference=${lead.reference}`,
      queuedMail: !context.spam,
    };
  },
});

/** Every declared form's endpoint: the lead forms' from their declarations, and the newsletter's. */
export const formDefinitions = (): readonly FormDefinition[] => [...LEAD_FORM_KEYS.map(leadDefinition), subscribeForm];

/** A path of a declaration, relative to the prefix this plugin is registered under. */
export function apiPath(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${path} is not under ${API_PREFIX}`);
  return path.slice(API_PREFIX.length);
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/** A schema's refusal, in the answer the spec's forms read: a sentence and {field: message}. */
function validationFailure(
  error: Error & { validationContext?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const issues = error.validation;
  if (error.validationContext === "headers") {
    return sendFailure(request, reply, { status: 400, sentence: issues[0]?.message ?? "A header is not valid." });
  }
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split("/")[1];
    if (!field) return sendFailure(request, reply, { status: 400, sentence: NOT_AN_OBJECT });
    errors[field] ??= issue.message ?? "is invalid";
  }
  return sendFailure(request, reply, {
    status: 400,
    sentence: `Please check the form: ${Object.values(errors).join("; ")}.`,
    errors,
  });
}

export default async function formRoutes(parent: FastifyInstance, deps: FormDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Not a validation error: the app's handler (5xx, body errors) answers.
  app.setErrorHandler(validationFailure);

  const originGuard = sameOriginGuard(config.PUBLIC_ORIGIN);
  const tiers = formTiers(config.RATE_LIMIT_PER_MINUTE, config.RATE_LIMIT_PER_DAY);
  for (const definition of formDefinitions()) {
    const { form } = definition;
    app.post(
      apiPath(form.path),
      {
        schema: { body: bodySchema(form, deps.offer), headers: headersSchema },
        config: { form: { errorKey: form.errorKey } },
        // Order: a cross-site or malformed post is refused before it counts against a limit.
        onRequest: [originGuard, requireFormContentType, tieredRateLimit(parent, form.key, tiers)],
      },
      async (request, reply) => {
        const { [HONEYPOT_FIELD]: trap, ...values } = request.body as Record<string, unknown>;
        const spam = isFilled(trap);
        const key = request.headers["idempotency-key"];
        const attribution = await parent.analytics.attribution(request);
        const outcome = await submit({
          definition,
          deps,
          values: values as Record<string, string | undefined>,
          spam,
          key,
          log: request.log,
          attribution,
        });
        if (outcome.kind === "conflict") {
          return sendFailure(request, reply, {
            status: 422,
            sentence: "This Idempotency-Key was already used for a different submission: send a new key with new data.",
          });
        }
        let status: number;
        let answerBody: Record<string, string>;
        let page: string;
        if (outcome.kind === "replay") {
          ({ status, body: answerBody, page } = outcome.replay);
          reply.header("idempotent-replayed", "true");
          request.log.info({ form: form.key }, "repeated submission: first answer returned");
        } else {
          const { answer } = outcome;
          ({ status, body: answerBody, page } = answer);
          if (answer.queuedMail) deps.onOutboxWrite?.();
          const email = typeof values.email === "string" ? redactEmail(values.email) : undefined;
          request.log.info({ form: form.key, id: answer.id, spam, email }, "submission stored");
        }
        if (isFormPost(request)) return reply.redirect(outcomeUrl(request, page), 303);
        return reply.code(status).send(answerBody);
      },
    );
  }

  await app.register(newsletterLinkApi, { config, database: deps.database, apiPath });
}
