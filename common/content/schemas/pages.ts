import { z } from "zod";
import { settingsSchema } from "../../settings";
import {
  cta,
  ctaWithSecondary,
  feature,
  hero,
  heading,
  icon,
  id,
  link,
  meta,
  path,
  short,
  stat,
  step,
  text,
} from "./blocks";
import { CASE_STUDY_CATEGORIES } from "./lists";

// One file per page (or part of pages): content/pages/<page>.yaml; and the legal pages' front matter.

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
