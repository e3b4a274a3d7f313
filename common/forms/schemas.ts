import { z } from "zod";
import { ASSESSMENT_STEPS, assessmentForm } from "./assessment";
import { contactForm } from "./contact";
import type { FieldDeclaration, FormDeclaration } from "./declare";
import { emailField, oneOf, optionalText, requiredText } from "./fields";
import { serviceRequestForm } from "./service-request";
import { newsletterForm } from "./subscribe";

// The zod schemas, derived from the declarations: one rule per field, the same in the browser
// (loaded on first use) and in the server's routes (their `schema:`).

/** "Full Name" reads "Full name" inside a sentence ("Full name must be at most 120 characters"). */
const noun = (label: string) => `${label[0]}${label.slice(1).toLowerCase()}`;

type FieldOutput<F extends FieldDeclaration> = F extends { options: readonly (infer O)[] }
  ? O
  : F extends { required: string }
    ? string
    : string | undefined;

type ShapeOf<F extends readonly FieldDeclaration[]> = {
  [D in F[number] as D["name"]]: z.ZodType<FieldOutput<D>, unknown>;
};

export type SchemaOf<D extends FormDeclaration> = z.ZodObject<ShapeOf<D["fields"]>>;

/** The services the live site's forms offer (common/content/service-offer.ts), read on each check. */
export type OfferOf = () => Readonly<Record<NonNullable<FieldDeclaration["offered"]>, readonly string[]>>;

export function fieldSchema(field: FieldDeclaration, offer?: OfferOf): z.ZodType<string | undefined, unknown> {
  if (field.options) return oneOf(field.options, field.required ?? `Choose a ${noun(field.label)}`);
  // Which services are offered is the live build's (the server checks it): here, a name.
  if (field.offered) {
    const message = field.required ?? `Choose a ${noun(field.label)}`;
    const named = requiredText(noun(field.label), field.max, { required: message }, true);
    return offer ? named.refine((value) => offer()[field.offered!].includes(value), message) : named;
  }
  if (field.input === "email") return emailField();
  const singleLine = field.input !== "textarea";
  if (!field.required) return optionalText(noun(field.label), field.max);
  return requiredText(noun(field.label), field.max, { required: field.required }, singleLine);
}

/**
 * A form's schema: every field of its declaration; unknown fields are dropped. With `offer` (the
 * server's, from the live build), a service must be one the forms offer; without it (the browser,
 * whose select lists the page's), a name.
 */
export function schemaOf<D extends FormDeclaration>(form: D, offer?: OfferOf): SchemaOf<D> {
  return z.object(Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field, offer)]))) as never;
}

export const contactSchema = schemaOf(contactForm);
export const serviceRequestSchema = schemaOf(serviceRequestForm);
export const assessmentSchema = schemaOf(assessmentForm);
export const subscribeSchema = schemaOf(newsletterForm);

/** The wizard's steps, each validated before Next. */
type StepSchema = z.ZodType<Record<string, string>, unknown>;
const stepSchema = (index: number): StepSchema =>
  assessmentSchema.pick(Object.fromEntries(ASSESSMENT_STEPS[index]!.fields.map((name) => [name, true])) as never);
export const assessmentStepSchemas: readonly [StepSchema, StepSchema, StepSchema] = [
  stepSchema(0),
  stepSchema(1),
  stepSchema(2),
];

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequest = z.output<typeof serviceRequestSchema>;
export type AssessmentInput = z.input<typeof assessmentSchema>;
export type Assessment = z.output<typeof assessmentSchema>;
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type Subscribe = z.output<typeof subscribeSchema>;
