import { z } from "zod";
import { ASSESSMENT_SERVICES } from "../catalog";
import { settingsSchema } from "../settings";
import { iconNames } from "./icon-names";
import { PLACEHOLDERS, unknownPlaceholders } from "./placeholders";

// The shape of every content file under content/ (docs/content.md), written once: the content
// collections validate each file with these at build (site/content.config.ts), the tests read the
// files through them (./read.ts), and the firm's editor derives its fields from them. Plain zod
// (the package Astro's `astro/zod` re-exports), nothing of Astro's.

/** A text; `{name}` placeholders (./placeholders.ts) must be known ones. */
const text = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    for (const name of unknownPlaceholders(value))
      ctx.addIssue({
        code: "custom",
        message: `unknown placeholder {${name}}: the known ones are ${PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}`,
      });
  });

/** A text shown as a card's or a page's short summary. */
const short = (max: number) => text.refine((value) => value.length <= max, `at most ${max} characters`);

/** An id: a section's anchor, an accordion entry, a tab. */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes (e.g. hr-solutions)");

/** A path of this site, e.g. /contact. */
const path = z.string().regex(/^\/[a-z0-9\-/]*$/, "a path of this site, starting with / (e.g. /contact)");

/** The kinds of picture a content file may name (what browsers show and Astro reads the size of). */
export const IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;

/**
 * A picture beside the content, in content/images/<folder>/<entry>/: its path from the file that
 * names it, as the editor writes it (e.g. ../images/services/agile/image.svg). The site's build
 * reads it with Astro's image() instead (site/content.config.ts): its built URL, width and height;
 * the editor makes it an image upload (common/content/fields-from-zod.ts, from the `image` metadata).
 */
export const imageFile = (folder: string) =>
  z
    .string()
    .regex(
      new RegExp(`^\\.\\./images/${folder}/[^/]+/[^/]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i"),
      `a picture in content/images/${folder}/ (${IMAGE_EXTENSIONS.join(", ")})`,
    )
    .meta({ image: { folder } });

/** The folder of content/images/ an image field's pictures go in, or undefined for another field. */
export function imageFolderOf(schema: z.ZodType): string | undefined {
  const meta = schema.meta() as { image?: { folder: string } } | undefined;
  return meta?.image?.folder;
}

/**
 * A choice between kinds of one thing (a button by where it leads, a section by its kind), each
 * with its own fields. A file holds it as the editor's conditional field writes it,
 * `{ discriminant: steps, value: { title: …, steps: […] } }`, so that the editor shows only the
 * chosen kind's fields; the site reads it flat, `{ kind: steps, title: …, steps: […] }`, checked
 * by the discriminated union of the kinds.
 */
export function choice<const Key extends string, const Kinds extends readonly [z.ZodObject, ...z.ZodObject[]]>(
  key: Key,
  kinds: Kinds,
) {
  const values = kinds.map((kind) => String((kind.shape[key] as z.ZodLiteral).value)) as [string, ...string[]];
  return z
    .object({ discriminant: z.enum(values), value: z.record(z.string(), z.unknown()).default({}) })
    .strict()
    .transform(({ discriminant, value }) => ({ ...value, [key]: discriminant }))
    .pipe(z.discriminatedUnion(key, kinds))
    .meta({ choice: { key, kinds, values } });
}

/** The key and the kinds of a choice(), or undefined for another schema. */
export function choiceOf(schema: z.ZodType): Choice | undefined {
  const meta = schema.meta() as { choice?: Choice } | undefined;
  return meta?.choice;
}

interface Choice {
  key: string;
  kinds: readonly z.ZodObject<Record<string, z.ZodType>>[];
  /** Each kind's value of the key, in the kinds' order. */
  values: readonly string[];
}

/** A picture as the site's build hands it over: its built URL and its size. */
export interface BuiltImage {
  src: string;
  width: number;
  height: number;
}

export const icon = z.enum(iconNames, { message: `an icon of common/content/icon-names.ts: ${iconNames.join(", ")}` });

/** Title and description of a page in search results and link previews. */
const meta = z.object({ title: text, description: short(160) });

const hero = z.object({ title: text, intro: text });

/** The heading block of a section: eyebrow, h2 and one or more paragraphs. */
const heading = z.object({ eyebrow: text.optional(), title: text, intro: text.optional() });

const stat = z.object({ value: text, label: text });

const feature = z.object({
  title: text,
  description: text,
  icon: icon.optional(),
  benefits: z.array(text).optional(),
});

const step = z.object({
  step: z.number().int().positive(),
  title: text,
  description: text,
  duration: text.optional().describe("e.g. 1-2 weeks, Week 3, ongoing; or leave empty."),
});

const cta = z.object({ title: text, text: text, primary: text });
const ctaWithSecondary = cta.extend({ secondary: text });

// --- Service pages: content/services/<slug>.yaml -------------------------------------------

/** A button: where it leads is named, the link follows from it (and from the settings). */
export const action = choice("to", [
  /** The external scheduling page (settings), in a new tab. */
  z.object({ to: z.literal("booking"), label: text }),
  /** The assessment of one of the assessment services. */
  z.object({ to: z.literal("assessment"), label: text, service: z.enum(ASSESSMENT_SERVICES) }),
  /** The firm's phone (settings); the label defaults to "Call <number>". */
  z.object({ to: z.literal("phone"), label: text.optional().describe('Leave empty for "Call" and the number.') }),
  /** A section of the same page, by its id. */
  z.object({ to: z.literal("section"), label: text, section: id }),
  /** Another page of this site. */
  z.object({ to: z.literal("page"), label: text, path }),
]);

const sectionHeading = heading.extend({ id });

const serviceSection = choice("kind", [
  /** Cards with an icon, a text and benefits: a grid, or a carousel on small screens. */
  sectionHeading.extend({
    kind: z.literal("features"),
    items: z.array(feature).min(1),
    benefitsLabel: text.optional(),
    /** Name of the carousel region: the cards are a carousel on small screens (at most six). */
    carouselLabel: text.optional(),
  }),
  /** Numbered steps: a list, or a carousel on small screens. */
  sectionHeading.extend({
    kind: z.literal("steps"),
    steps: z.array(step).min(1),
    carouselLabel: text.optional(),
  }),
  /** Short points, each with the section's icon. */
  sectionHeading.extend({
    kind: z.literal("checklist"),
    icon,
    tone: z.enum(["positive", "warning"]).optional(),
    items: z.array(z.object({ title: text, description: text.optional() })).min(1),
  }),
  sectionHeading.extend({ kind: z.literal("stats"), stats: z.array(stat).min(1) }),
  sectionHeading.extend({
    kind: z.literal("tech"),
    groups: z.array(z.object({ name: text, icon, items: z.array(text).min(1) })).min(1),
  }),
  /** The closing call to action, on a dark band: the last section. */
  z.object({
    kind: z.literal("cta"),
    title: text,
    text: text.optional(),
    note: text.optional(),
    actions: z.array(action).min(1),
  }),
]);

/**
 * A service page. Its card's picture is an image file's path (./read.ts turns it into a
 * BuiltImage as Astro's image() does at build: site/content.config.ts passes that instead).
 */
const serviceWith = <Image extends z.ZodType>(image: Image) =>
  z
    .object({
      /** The card's and the page's title (the h1 unless hero.title names another). */
      title: text,
      /** Place among the cards of the home and services pages. */
      order: z.number().int(),
      /** The card's icon, picture and text. */
      icon,
      image,
      /** What the picture shows, for those who cannot see it. */
      imageAlt: text,
      summary: short(160),
      /** The page's meta description. */
      description: short(160),
      hero: z.object({
        eyebrow: text.optional(),
        title: text.optional().describe("Leave empty to use the service's title."),
        intro: text,
        actions: z.array(action).min(1),
      }),
      sections: z.array(serviceSection).min(1),
    })
    .superRefine((page, ctx) => {
      const last = page.sections.length - 1;
      page.sections.forEach((section, index) => {
        if ((section.kind === "cta") !== (index === last))
          ctx.addIssue({
            code: "custom",
            path: ["sections", index, "kind"],
            message: "the last section, and only the last, is the call to action (kind: cta)",
          });
      });
      const ids = page.sections.flatMap((section) => ("id" in section ? [section.id] : []));
      ids.forEach((sectionId, index) => {
        if (ids.indexOf(sectionId) !== index)
          ctx.addIssue({ code: "custom", path: ["sections"], message: `two sections have the id "${sectionId}"` });
      });
      const check = (actions: readonly z.output<typeof action>[], at: (string | number)[]) =>
        actions.forEach((target, index) => {
          if (target.to === "section" && !ids.includes(target.section))
            ctx.addIssue({
              code: "custom",
              path: [...at, index, "section"],
              message: `no section of this page has the id "${target.section}"`,
            });
        });
      check(page.hero.actions, ["hero", "actions"]);
      page.sections.forEach((section, index) => {
        if (section.kind === "cta") check(section.actions, ["sections", index, "actions"]);
        if ((section.kind === "features" || section.kind === "steps") && section.carouselLabel) {
          const count = section.kind === "features" ? section.items.length : section.steps.length;
          if (count > 6)
            ctx.addIssue({ code: "custom", path: ["sections", index], message: "a carousel has at most six cards" });
        }
      });
    });

export const service = serviceWith(imageFile("services"));

// --- Lists: content/faq.yaml, content/case-study-list.yaml -----------------------------------

/** A list in the order the page shows it, each entry with an id of its own. */
const list = <Entry extends z.ZodObject<{ id: typeof id }>>(entry: Entry) =>
  z
    .array(entry)
    .min(1)
    .superRefine((entries, ctx) => {
      const ids = entries.map((item) => item.id);
      ids.forEach((entryId, index) => {
        if (ids.indexOf(entryId) !== index)
          ctx.addIssue({ code: "custom", path: [index, "id"], message: `the id "${entryId}" is used twice` });
      });
    });

export const faq = z.object({ id, question: text, answer: text });

export const CASE_STUDY_CATEGORIES = ["Retail", "Manufacturing", "Financial Services", "Technology"] as const;

export const caseStudy = z.object({
  id,
  title: text,
  category: z.enum(CASE_STUDY_CATEGORIES),
  /** Who the client was, anonymised. */
  client: text,
  excerpt: short(200),
  results: z.array(text).min(1),
});

/** The questions of the services page, in order. */
const faqList = z.object({ questions: list(faq) });
/** The case studies, in order. */
const caseStudyList = z.object({ studies: list(caseStudy) });

// --- Pages: content/pages/<page>.yaml -------------------------------------------------------

const home = z.object({
  meta,
  hero: z.object({ badge: text, title: text, primaryCta: text, secondaryCta: text }),
  services: heading,
  whyWorkWithUs: heading.extend({
    tabs: z.array(z.object({ id, label: text, title: text, description: text, stat })).min(1),
  }),
  stats: z.object({ label: text, items: z.array(stat).min(1) }),
  overview: heading.extend({ cards: z.array(feature).min(1), cta: text }),
});

const about = z.object({
  meta,
  hero,
  story: z.object({ title: text, intro: z.array(text).min(1), factsLabel: text, facts: z.array(stat).min(1) }),
  missionVision: z.object({ label: text, cards: z.array(feature).min(1) }),
  industries: heading.extend({
    items: z.array(z.object({ name: text, description: short(160), icon })).min(1),
  }),
  process: heading.extend({ steps: z.array(step).min(1) }),
  cta: ctaWithSecondary,
});

const services = z.object({
  meta,
  hero,
  grid: heading,
  request: z.object({ title: text, text, cta: text }),
  faq: heading,
});

const caseStudies = z.object({
  meta,
  hero,
  gridTitle: text,
  filterLabel: text,
  /** The filter buttons, in order; "All Industries" shows every study. */
  filters: z.array(z.enum(["All Industries", ...CASE_STUDY_CATEGORIES])).min(1),
  resultsLabel: text,
  empty: z.object({ title: text, text, linkLabel: text, href: path }),
  cta: ctaWithSecondary,
});

const founders = z.object({
  meta,
  hero,
  origin: z.object({ title: text, intro: z.array(text).min(1) }),
  listTitle: text,
  cardLabels: z.object({ funFact: text, contributions: text }),
  /** Each founder's profile, by the role their name has in the settings. */
  profiles: z
    .array(
      z.object({
        role: settingsSchema.shape.founders.element.shape.role,
        quote: text,
        story: text,
        funFact: text,
        contributions: z.array(text).min(1),
      }),
    )
    .min(1),
  cta,
});

const contact = z.object({ meta, hero });

/** The channels and forms of the home page and /contact. */
const contactSection = heading.extend({
  channels: z.object({
    whatsapp: z.object({ title: text, text, badge: text, cta: text }),
    email: z.object({ title: text, text }),
    location: z.object({ title: text, text }),
  }),
  messageTitle: text,
  newsletterTitle: text,
  newsletterIntro: text,
  /** Where a form is not live yet: the e-mail address to write to instead. */
  messageFallback: z.object({ text }),
  newsletterFallback: z.object({ text, subject: text }),
});

const bookConsultation = z.object({
  meta,
  hero: hero.extend({ primary: text }),
  stepsTitle: text,
  steps: z.array(step).min(1),
  goodFor: z.object({ title: text, items: z.array(text).min(1) }),
  alternatives: z.object({
    title: text,
    intro: text,
    whatsapp: z.object({ title: text, text, cta: text }),
    email: z.object({ title: text, text }),
    form: z.object({ title: text, text, cta: text }),
  }),
});

const link = z.object({ label: text, href: path });

const notFound = z.object({ meta, hero, links: z.array(link).min(1) });

const assessment = z.object({ meta, hero });

/** An outcome page: where a form post or a newsletter link lands. */
const outcome = z.object({ meta, title: text, intro: text });

const outcomes = z.object({
  /** The buttons of an outcome page that names none of its own. */
  links: z.array(link).min(1),
  otherWays: z.object({ title: text, email: text, whatsapp: text, whatsappLink: text, phone: text }),
  messageSent: outcome.omit({ title: true }),
  requestReceived: outcome.omit({ title: true }),
  formError: outcome.extend({
    links: z.array(link).min(1),
    /** The text for each reason the server names (?reason=…), in place of the intro. */
    reasons: z.object({ invalid: text, "rate-limited": text, "too-large": text, forbidden: text, server: text }),
  }),
  checkInbox: outcome,
  confirm: outcome.extend({ action: text }),
  confirmed: outcome,
  linkInvalid: outcome.extend({ links: z.array(link).min(1) }),
  unsubscribe: outcome.extend({ action: text }),
  unsubscribed: outcome,
});

const navigation = z.object({
  main: z.array(link).min(1),
  footer: z.object({ services: z.array(link).min(1), company: z.array(link).min(1) }),
});

/** The front matter of a legal page (content/legal/<page>.mdoc); its body is Markdoc. */
export const legal = z.object({
  title: text,
  description: short(160),
  intro: text,
  /** e.g. "November 2026". */
  updated: text,
});

const page = <Schema extends z.ZodType>(file: string, schema: Schema) =>
  ({ kind: "singleton", file: `pages/${file}.yaml`, schema }) as const;

/** One file per page (or part of pages): content/pages/<file>.yaml. */
export const pageCollections = {
  home: page("home", home),
  about: page("about", about),
  servicesPage: page("services", services),
  caseStudiesPage: page("case-studies", caseStudies),
  founders: page("founders", founders),
  contact: page("contact", contact),
  contactSection: page("contact-section", contactSection),
  bookConsultation: page("book-consultation", bookConsultation),
  notFound: page("not-found", notFound),
  assessment: page("assessment", assessment),
  outcomes: page("outcomes", outcomes),
  navigation: page("navigation", navigation),
} as const;

export type PageName = keyof typeof pageCollections;

/**
 * Where each collection's files live under content/, and their schema: read by the content
 * collections (site/content.config.ts), the tests (./read.ts) and the editor.
 */
export const collections = {
  /** One file: the firm's identity and contacts. */
  settings: { kind: "singleton", file: "settings.yaml", schema: settingsSchema },
  /** One file per service page; the file name is the page's path. */
  services: {
    kind: "files",
    folder: "services",
    extension: "yaml",
    schema: service,
    /** The schema the build uses: the picture read by Astro's image() (site/content.config.ts). */
    withImages: (image: () => z.ZodType<BuiltImage>) => serviceWith(image()),
  },
  /** Lists in one file each, in the order the pages show them. */
  faq: { kind: "singleton", file: "faq.yaml", schema: faqList },
  caseStudies: { kind: "singleton", file: "case-study-list.yaml", schema: caseStudyList },
  /** One Markdoc file per legal page. */
  legal: { kind: "files", folder: "legal", extension: "mdoc", schema: legal },
  ...pageCollections,
} as const;

export type CollectionName = keyof typeof collections;
/** A collection's file as the loaders see it (a service's picture built). */
export type Data<Name extends CollectionName> = Name extends "services"
  ? ServiceData
  : z.output<(typeof collections)[Name]["schema"]>;
export type Action = z.output<typeof action>;
/** A service as the loaders see it: its picture built (by Astro, or by ./read.ts in tests). */
export type ServiceData = Omit<z.output<typeof service>, "image"> & { image: BuiltImage };
export type ServiceSectionData = z.output<typeof serviceSection>;
