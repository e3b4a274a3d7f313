import { z } from "zod";
import { LIMITS } from "../../forms/limits";
import {
  choice,
  feature,
  heading,
  icon,
  id,
  imageFile,
  path,
  short,
  stat,
  step,
  text,
  type BuiltImage,
} from "./blocks";

// A service page: content/services/<slug>.yaml, one file per service; the file name is its path.

/** A button: where it leads is named, the link follows from it (and from the settings). */
export const action = choice("to", [
  /** The external scheduling page (settings), in a new tab. */
  z.object({ to: z.literal("booking"), label: text }),
  /** The assessment page of a service, by the assessment's name (a service's forms.assessment). */
  z.object({
    to: z.literal("assessment"),
    label: text,
    service: z.string().describe("The name of an assessment a service offers, e.g. IT Consulting."),
  }),
  /** The firm's phone (settings); the label defaults to "Call <number>". */
  z.object({ to: z.literal("phone"), label: text.optional().describe('Leave empty for "Call" and the number.') }),
  /** A section of the same page, by its id. */
  z.object({ to: z.literal("section"), label: text, section: id }),
  /** Another page of this site. */
  z.object({ to: z.literal("page"), label: text, path }),
]);

/** A name a form offers a service under: what the visitor reads and what the lead records. */
const offeredName = z
  .string()
  .trim()
  .min(1, "a name the visitor reads (e.g. Agile Coaching); or choose Not offered")
  .max(LIMITS.service, `at most ${LIMITS.service} characters`);

/**
 * Which forms offer the service: the services page's request dialog (under which name, at which
 * place in its list) and an assessment page, /assessment/<name> (the wizard's questions are the
 * assessment form's own, common/forms/assessment.ts). Read by the build for the pages, and by the
 * server from the live build for what a form post may name (common/content/service-offer.ts).
 */
const forms = z.object({
  request: choice("offer", [
    z.object({ offer: z.literal("not-offered") }),
    z.object({
      offer: z.literal("offered"),
      name: offeredName,
      position: z.number().int().positive(),
    }),
  ]),
  assessment: choice("offer", [
    z.object({ offer: z.literal("not-offered") }),
    z.object({
      offer: z.literal("offered"),
      name: offeredName.regex(/^[^/?#%\\]+$/, "no / ? # % or \\ (the name is in the page's address)"),
    }),
  ]),
});

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
 * A service page. Its card's picture is an image file's path (site/loaders/read.ts turns it into a
 * BuiltImage as Astro's image() does at build: site/content.config.ts passes that instead).
 */
export const serviceWith = <Image extends z.ZodType>(image: Image) =>
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
      forms,
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

export type Action = z.output<typeof action>;
/** A service as the loaders see it: its picture built (by Astro, or by site/loaders/read.ts in tests). */
export type ServiceData = Omit<z.output<typeof service>, "image"> & { image: BuiltImage };
export type ServiceSectionData = z.output<typeof serviceSection>;
