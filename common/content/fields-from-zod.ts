import { fields, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { PLACEHOLDERS } from "./placeholders";
import { choiceOf, imageFolderOf } from "./schemas";

// Keystatic's fields, derived from the content collections' zod schemas (common/content/schemas/)
// rather than written a second time: a string is a text field (required unless optional), a
// number an integer, an enum a select (or a text naming its choices when it may be left out),
// an object an object, an array an array. A choice (common/content/schemas/blocks.ts `choice()`: a service
// section by its kind, a button by where it leads) is a conditional field: the kind a select, and
// below it only that kind's fields. The build's schemas stay the judge: the editor saves,
// publishing validates.

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional wrapper, and whether it had one. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    // A choice is a pipe the editor knows as a whole (a conditional field).
    if (choiceOf(current)) return { schema: current, optional };
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default") {
      optional = true;
      current = def.innerType!;
    } else if (def.type === "pipe") current = def.in!;
    else return { schema: current, optional };
  }
}

/**
 * Words for the keys a consultant would not read at a glance: a field's label and, where its
 * rules are not obvious, a line under it. Other keys are spelled out ("heroTitle" → "Hero title").
 */
interface Words {
  label: string;
  description?: string;
  /** Other words where the key names a text (not a group of fields). */
  asText?: { label: string; description?: string };
}

const WORDS: Record<string, Words> = {
  cta: { label: "Call to action", asText: { label: "Button" } },
  meta: {
    label: "Search results and link previews",
    description: `The page's title and summary in Google and in shared links. Here as in every text, words in braces are filled in when the site is built: ${PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`,
  },
  hero: { label: "Top of the page" },
  eyebrow: { label: "Small heading above the title" },
  intro: { label: "Introduction" },
  primaryCta: { label: "Main button" },
  secondaryCta: { label: "Second button" },
  primary: { label: "Main button" },
  secondary: { label: "Second button" },
  image: {
    label: "Picture",
    description: "Shown on the service's card (SVG, PNG, JPEG, WebP or AVIF; 16:9 fits best).",
  },
  imageAlt: {
    label: "Picture's description",
    description: "What the picture shows, read to visitors who cannot see it.",
  },
  order: { label: "Position among the service cards", description: "1 is first." },
  summary: {
    label: "Card text",
    description: "On the service's card on the home and services pages: at most 160 characters.",
  },
  carouselLabel: {
    label: "Carousel name",
    description: "Read by screen readers; on phones these cards are a carousel (at most six).",
  },
  benefitsLabel: { label: "Heading of each card's benefits" },
  kind: { label: "Kind of section" },
  forms: {
    label: "Forms that offer this service",
    description:
      "Whether visitors can request it in the services page's dialog, and whether it has an assessment page.",
  },
  request: {
    label: "Service request dialog",
    description: "Offered: the dialog on the services page lists it under this name, at this place.",
  },
  assessment: {
    label: "Assessment page",
    description:
      "Offered: a three-step assessment request at /assessment/<name> (its questions are the assessment form's). A button leads to it by this name.",
  },
  position: { label: "Position in the dialog's list", description: "1 is first." },
  to: { label: "Leads to" },
  section: { label: "Section", asText: { label: "Section id", description: "The id of a section of this page." } },
  href: { label: "Link", description: "A page of this site, e.g. /contact." },
  path: { label: "Link", description: "A page of this site, e.g. /contact." },
  id: { label: "Id", description: "Lowercase letters, digits and dashes, e.g. hr-solutions: used in links to it." },
  phone: { label: "Phone (for calls)", description: "International, + and digits, e.g. +15550100199." },
  phoneDisplay: {
    label: "Phone, as shown",
    description: "How the number is written on the pages, e.g. +1 (555) 010-0199.",
  },
  whatsappNumber: { label: "WhatsApp number", description: "Digits only, with the country code, e.g. 15550100199." },
  messagingNumber: {
    label: "Chat button's WhatsApp number",
    description: "Digits only, with the country code.",
  },
  schedulingUrl: { label: "Booking page", description: "The address (https://…) where visitors book a consultation." },
  consultationMinutes: { label: "Length of the free consultation (minutes)" },
  foundedYear: { label: "Year founded" },
  tone: { label: "Colour", description: "positive (green) or warning (amber)." },
  stats: { label: "Figures" },
  stat: { label: "Figure" },
  updated: { label: "Last updated", description: "e.g. November 2026." },
  filters: { label: "Filter buttons" },
  messageFallback: { label: "If the message form cannot load" },
  newsletterFallback: { label: "If the newsletter form cannot load" },
  reasons: { label: "Why a form was refused" },
  "rate-limited": { label: "Too many attempts" },
  "too-large": { label: "Too large" },
  invalid: { label: "Invalid input" },
  forbidden: { label: "Refused (another site)" },
  server: { label: "Server error" },
  businessHours: {
    label: "Business hours and response time",
    description:
      "When the firm answers leads: the inbox's response clock counts only these hours, and the acknowledgement e-mail promises the response time.",
  },
  timeZone: { label: "Time zone", description: "Its name, e.g. Europe/London or America/New_York." },
  workingDays: { label: "Working days" },
  workingDay: { label: "Working day" },
  opens: { label: "Opening time", description: "24-hour, e.g. 09:00." },
  closes: { label: "Closing time", description: "24-hour, e.g. 17:00; after the opening time." },
  closedDates: { label: "Closed dates", description: "Holidays and other days off: no working time on them." },
  closedDate: { label: "Closed date" },
  responseTargetHours: {
    label: "Response target (business hours)",
    description:
      "How soon every lead should have an answer, counted in working hours. Leave empty for one working day (opening to closing time).",
  },
};

/** "heroTitle" → "Hero title", "rate-limited" → "Rate limited". */
const spelledOut = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label: in words where the key is not. */
const labelOf = (key: string) => WORDS[key]?.label ?? spelledOut(key);

/** The line under a field, where its rules are not obvious. */
const descriptionOf = (key: string) => WORDS[key]?.description;

/** Texts of a sentence or more: the others (names, labels, buttons, numbers as text, URLs) keep to one line. */
const MULTILINE =
  /^(intro|description|text|answer|story|quote|excerpt|summary|note|funFact|tagline|result|contribution|benefit|newsletterIntro|invalid|rate-limited|too-large|forbidden|server)$/;

/** A choice's words, where its value is a code: a section's kind, where a button leads. */
const CHOICES: Record<string, string> = {
  features: "Cards (features)",
  steps: "Numbered steps",
  checklist: "Checklist",
  stats: "Figures",
  tech: "Technologies",
  cta: "Call to action (last)",
  booking: "The booking page (site settings)",
  assessment: "An assessment",
  phone: "The firm's phone (site settings)",
  section: "A section of this page",
  page: "Another page of this site",
  offered: "Offered",
  "not-offered": "Not offered",
};

function select(label: string, values: readonly string[], description?: string) {
  return fields.select({
    label,
    description,
    options: values.map((value) => ({ label: CHOICES[value] ?? value, value })),
    defaultValue: values[0]!,
  });
}

/** The Keystatic field of one zod schema. */
export function fieldFromZod(schema: z.ZodType, key: string): ComponentSchema {
  const unwrapped = unwrap(schema);
  const isOptional = unwrapped.optional;
  const def = defOf(unwrapped.schema);
  const label = labelOf(key);
  // A line the schema gives this field where it is (zod's .describe()), else the key's own.
  const description = schema.description ?? unwrapped.schema.description ?? descriptionOf(key);
  const imageFolder = imageFolderOf(unwrapped.schema);
  // A picture: uploaded into content/images/<folder>/<entry>/, its path written as the schema
  // wants it (relative to the entry's file).
  if (imageFolder)
    return fields.image({
      label,
      description,
      directory: `content/images/${imageFolder}`,
      publicPath: `../images/${imageFolder}/`,
      validation: { isRequired: !isOptional },
    });
  const choice = choiceOf(unwrapped.schema);
  if (choice) {
    // The kind first, then only the chosen kind's fields. A discriminant with words of its own
    // ("Kind of section") names the select; otherwise the field's own label does ("Assessment page").
    const own = WORDS[choice.key];
    return fields.conditional(
      select(own?.label ?? label, choice.values, own ? undefined : description),
      Object.fromEntries(
        choice.kinds.map((kind, index) => {
          const { [choice.key]: _discriminator, ...shape } = kind.shape;
          const value = choice.values[index]!;
          return [value, fields.object(objectFields(shape), { label: CHOICES[value] })];
        }),
      ),
    );
  }
  switch (def.type) {
    case "string":
      return fields.text({
        label: WORDS[key]?.asText?.label ?? label,
        description: WORDS[key]?.asText?.description ?? description,
        multiline: MULTILINE.test(key),
        validation: { isRequired: !isOptional },
      });
    case "number":
      return fields.integer({ label, description, validation: { isRequired: !isOptional } });
    case "boolean":
      return fields.checkbox({ label });
    case "enum": {
      const values = Object.values(def.entries ?? {});
      // A select always writes a value: a choice that may be left out is a text naming the choices.
      if (isOptional)
        return fields.text({ label, description: description ?? `One of: ${values.join(", ")}; or leave empty.` });
      return select(label, values);
    }
    case "literal":
      return select(label, (def.values ?? []).map(String));
    case "object":
      return fields.object(objectFields(def.shape ?? {}), { label, description });
    case "array": {
      const element = fieldFromZod(def.element!, key.replace(/s$/, "") || key);
      const itemLabel = (props: PreviewProps) => itemLabelOf(props) ?? labelOf(key.replace(/s$/, ""));
      return fields.array(element, { label, itemLabel: itemLabel as never });
    }
    case "union": {
      // e.g. an empty text or a URL: a text, left to the schema to judge.
      return fields.text({ label, description, validation: { isRequired: false } });
    }
    default:
      throw new Error(
        `No editor field for the zod type "${def.type}" (at ${key}): add it to common/content/fields-from-zod.ts.`,
      );
  }
}

interface PreviewProps {
  value?: unknown;
  fields?: Record<string, PreviewProps>;
  /** A choice's kind (its value is then the kind's fields). */
  discriminant?: string;
}

/** A list entry's name in the editor: its title, label, question or name (or the text itself), else its kind. */
function itemLabelOf(props: PreviewProps): string | undefined {
  if (props.discriminant !== undefined) return itemLabelOf(props.value as PreviewProps) ?? CHOICES[props.discriminant];
  if (typeof props.value === "string" && props.value) return props.value;
  for (const key of ["title", "label", "question", "name", "id", "date"]) {
    const text = props.fields?.[key]?.value;
    if (typeof text === "string" && text) return text;
  }
  return undefined;
}

export function objectFields(shape: Record<string, z.ZodType>): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, fieldFromZod(value, key)]));
}

/** The fields of a whole file: the top-level object of its schema. */
export function fieldsFromZod(schema: z.ZodType): Record<string, ComponentSchema> {
  const def = defOf(unwrap(schema).schema);
  if (def.type !== "object") throw new Error("A content file's schema is an object.");
  return objectFields(def.shape ?? {});
}
