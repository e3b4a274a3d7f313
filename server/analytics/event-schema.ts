import { z } from "zod";
import { EVENTS_PER_BATCH, FORM_OUTCOMES, VITAL_METRICS, type VitalMetric } from "../../common/analytics";
import { formKeySchema } from "../../common/forms/form-key";
import { hasInvisibleCharacters } from "../../common/forms/fields";

// The body of POST /api/events: one event or an array of them, as the counting script sends
// them. Anything else (an unknown type or metric, a path that is not one, a value out of range)
// is refused whole: nothing of a refused beacon is stored.

const clean = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasInvisibleCharacters(value, false), "must not contain control characters");

/** A path of the site: from the first "/", without query or fragment. */
const path = clean(512)
  .refine((value) => value.startsWith("/") && !value.startsWith("//"), "path must start with a single /")
  .transform((value) => value.split(/[?#]/)[0]!);

const optionalText = (max: number) =>
  clean(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Largest value a vital may have: CLS is a score, the others milliseconds (ten minutes). */
const VITAL_MAX: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, FCP: 600_000, TTFB: 600_000, CLS: 100 };

const pageView = z.object({
  type: z.literal("pageview"),
  path,
  referrer: z.string().max(2048).optional(),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
});

const vital = z
  .object({
    type: z.literal("vital"),
    path,
    name: z.enum(VITAL_METRICS),
    value: z.number().finite().min(0),
  })
  .refine((event) => event.value <= VITAL_MAX[event.name], "value is out of range for this metric");

export const countedEvent = z.discriminatedUnion("type", [
  pageView,
  z.object({ type: z.literal("dialog_opened"), path }),
  z.object({ type: z.literal("assessment_step"), path, step: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ type: z.literal("form_sent"), path, form: formKeySchema(), outcome: z.enum(FORM_OUTCOMES) }),
  vital,
]);

export type ParsedEvent = z.infer<typeof countedEvent>;

/** One event, or a batch: read as a batch either way. */
export const eventsBody = z.preprocess(
  (value): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]),
  z
    .array(countedEvent)
    .min(1, "send at least one event")
    .max(EVENTS_PER_BATCH, `send at most ${EVENTS_PER_BATCH} events at once`),
);
