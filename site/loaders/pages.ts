import { assessmentPath, serviceOffer, type ServiceOffer } from "../../common/content/service-offer";
import { contactLinks, type SiteSettings } from "../../common/settings";
import {
  ANALYTICS_RAW_DAYS,
  fill,
  fillAll,
  RETENTION_MONTHS,
  type PlaceholderValues,
} from "../../common/content/placeholders";
import type { Action as ActionData, ServiceData } from "../../common/content/schemas";
import type { Action, ServicePage, ServiceSection } from "./services/types";
import type { ContentSource, SingletonName } from "./source";
import type { CaseStudy, Faq, Founder, ServiceSummary } from "./types";

// What each page renders, from its content files: read from a source (the build's collections,
// or the files themselves in tests), placeholders filled from the settings, buttons resolved to
// links. The .astro shells pass these to the views as props.

/** The settings, with the links that follow from them. */
export type Settings = SiteSettings & ReturnType<typeof contactLinks>;

export async function loadSettings(source: ContentSource): Promise<Settings> {
  const settings = await source.one("settings");
  return { ...settings, ...contactLinks(settings) };
}

export function placeholderValues(settings: SiteSettings): PlaceholderValues {
  return {
    siteName: settings.name,
    email: settings.email,
    phoneDisplay: settings.phoneDisplay,
    consultationMinutes: settings.consultationMinutes,
    retentionMonths: RETENTION_MONTHS,
    analyticsRawDays: ANALYTICS_RAW_DAYS,
  };
}

/** A page's file, its placeholders filled. */
async function filled<Name extends SingletonName>(source: ContentSource, name: Name, settings: SiteSettings) {
  return fillAll(await source.one(name), placeholderValues(settings));
}

/** The navigation bar's and the footer's links. */
export async function loadLayout(source: ContentSource) {
  const settings = await loadSettings(source);
  return { settings, navigation: await filled(source, "navigation", settings) };
}

// --- Services ---------------------------------------------------------------------------

function summary(slug: string, data: ServiceData): ServiceSummary {
  return {
    slug,
    path: `/${slug}`,
    title: data.title,
    description: data.summary,
    icon: data.icon,
    image: { src: data.image.src, alt: data.imageAlt, width: data.image.width, height: data.image.height },
  };
}

/** The services' cards, in their order. */
export async function loadServiceCatalog(source: ContentSource): Promise<ServiceSummary[]> {
  const entries = await source.all("services");
  return [...entries].sort((a, b) => a.data.order - b.data.order).map((entry) => summary(entry.id, entry.data));
}

/** What the forms offer: the request dialog's services and the assessments (each service's `forms`). */
export async function loadServiceOffer(source: ContentSource): Promise<ServiceOffer> {
  return serviceOffer(await source.all("services"));
}

/** A button's link, from what the content names. */
export function resolveAction(action: ActionData, settings: Settings): Action {
  switch (action.to) {
    case "booking":
      return { label: action.label, href: settings.schedulingUrl, kind: "external" };
    case "assessment":
      return { label: action.label, href: assessmentPath(action.service), kind: "internal" };
    case "phone":
      return { label: action.label ?? `Call ${settings.phoneDisplay}`, href: settings.telHref, kind: "phone" };
    case "section":
      return { label: action.label, href: `#${action.section}`, kind: "anchor" };
    case "page":
      return { label: action.label, href: action.path, kind: "internal" };
  }
}

/** Every service page: its card and its page, in the cards' order. */
export async function loadServicePages(source: ContentSource) {
  const settings = await loadSettings(source);
  const entries = [...(await source.all("services"))].sort((a, b) => a.data.order - b.data.order);
  return entries.map(({ id: slug, data: raw }) => {
    const data = fillAll(raw, placeholderValues(settings));
    const actions = (list: readonly ActionData[]) => list.map((action) => resolveAction(action, settings));
    const page: ServicePage = {
      description: data.description,
      hero: { ...data.hero, title: data.hero.title ?? data.title, actions: actions(data.hero.actions) },
      sections: data.sections.map((section): ServiceSection =>
        section.kind === "cta" ? { ...section, actions: actions(section.actions) } : section,
      ),
    };
    return { service: summary(slug, data), page };
  });
}

// --- Lists ------------------------------------------------------------------------------

export async function loadFaqs(source: ContentSource, settings: SiteSettings): Promise<Faq[]> {
  return fillAll((await source.one("faq")).questions, placeholderValues(settings));
}

export async function loadCaseStudies(source: ContentSource): Promise<CaseStudy[]> {
  return (await source.one("caseStudies")).studies.map(({ id, ...study }) => ({ slug: id, ...study }));
}

// --- Pages ------------------------------------------------------------------------------

/** The channels and forms of the home page and /contact, with their links. */
async function loadContactSection(source: ContentSource, settings: Settings) {
  const copy = await filled(source, "contactSection", settings);
  return {
    ...copy,
    channels: {
      whatsapp: { ...copy.channels.whatsapp, href: settings.whatsappUrl },
      email: { ...copy.channels.email, address: settings.email, href: settings.mailtoHref },
      location: copy.channels.location,
    },
    messageFallback: { text: copy.messageFallback.text, href: settings.mailtoHref, label: settings.email },
    newsletterFallback: {
      text: copy.newsletterFallback.text,
      href: `${settings.mailtoHref}?subject=${encodeURIComponent(copy.newsletterFallback.subject)}`,
      label: settings.email,
    },
  };
}

export type ContactSectionCopy = Awaited<ReturnType<typeof loadContactSection>>;

export async function loadHome(source: ContentSource) {
  const settings = await loadSettings(source);
  return {
    settings,
    content: await filled(source, "home", settings),
    services: await loadServiceCatalog(source),
    contactSection: await loadContactSection(source, settings),
  };
}

export async function loadAbout(source: ContentSource) {
  const settings = await loadSettings(source);
  return { settings, content: await filled(source, "about", settings) };
}

export async function loadServicesPage(source: ContentSource) {
  const settings = await loadSettings(source);
  return {
    settings,
    content: await filled(source, "servicesPage", settings),
    services: await loadServiceCatalog(source),
    faqs: await loadFaqs(source, settings),
    /** The request dialog's services, in order. */
    requestable: (await loadServiceOffer(source)).request,
  };
}

export async function loadCaseStudiesPage(source: ContentSource) {
  const settings = await loadSettings(source);
  return {
    settings,
    content: await filled(source, "caseStudiesPage", settings),
    studies: await loadCaseStudies(source),
  };
}

export async function loadFounders(source: ContentSource) {
  const settings = await loadSettings(source);
  const content = await filled(source, "founders", settings);
  const founders: Founder[] = settings.founders.map((founder) => {
    const profile = content.profiles.find((candidate) => candidate.role === founder.role);
    if (!profile) throw new Error(`content/pages/founders.yaml has no profile for the role "${founder.role}"`);
    return { ...founder, ...profile };
  });
  return { settings, content, founders };
}

export async function loadContact(source: ContentSource) {
  const settings = await loadSettings(source);
  return {
    settings,
    content: await filled(source, "contact", settings),
    contactSection: await loadContactSection(source, settings),
  };
}

export async function loadBookConsultation(source: ContentSource) {
  const settings = await loadSettings(source);
  return { settings, content: await filled(source, "bookConsultation", settings) };
}

export async function loadNotFound(source: ContentSource) {
  const settings = await loadSettings(source);
  return { settings, content: await filled(source, "notFound", settings) };
}

/** The assessment page of one service: `{service}` filled too. */
export async function loadAssessment(source: ContentSource, service: string) {
  const settings = await loadSettings(source);
  const content = fillAll(await filled(source, "assessment", settings), { service });
  return { settings, content };
}

export async function loadOutcomes(source: ContentSource) {
  const settings = await loadSettings(source);
  return { settings, content: await filled(source, "outcomes", settings) };
}

/** A legal page: its front matter, and its Markdoc body with the placeholders filled. */
export async function loadLegal(source: ContentSource, id: "privacy-policy" | "terms") {
  const settings = await loadSettings(source);
  const entry = (await source.all("legal")).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`content/legal/${id}.mdoc is missing`);
  const values = placeholderValues(settings);
  return { settings, content: fillAll(entry.data, values), body: fill(entry.body ?? "", values) };
}
