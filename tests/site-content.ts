// The site's content as the pages show it (content/, or CONTENT_DIR when set: read and validated by
// site/loaders/read.ts), for the tests that check what a visitor sees: the same files the build reads.
// Tests take the texts they look for from here, never from a copy of the firm's words.
import { fileSource } from "../site/loaders/read";
import { legalSections } from "../site/components/sections/legal-document";
import {
  loadAbout,
  loadAssessment,
  loadBookConsultation,
  loadCaseStudiesPage,
  loadContact,
  loadFaqs,
  loadFounders,
  loadHome,
  loadLayout,
  loadLegal,
  loadNotFound,
  loadOutcomes,
  loadServiceOffer,
  loadServicePages,
  loadServicesPage,
} from "../site/loaders/pages";

const source = fileSource();

export const { settings: site, navigation } = await loadLayout(source);
export const { whatsappUrl, messagingUrl, telHref, mailtoHref } = site;
export const faqs = await loadFaqs(source, site);
/** Every service page: its card (`service`) and its page's content. */
export const servicePages = await loadServicePages(source);
export const serviceCatalog = servicePages.map((entry) => entry.service);
const caseStudiesPage = await loadCaseStudiesPage(source);
export const caseStudies = caseStudiesPage.studies;
export const caseStudiesCopy = caseStudiesPage.content;
export const { founders } = await loadFounders(source);
export const home = (await loadHome(source)).content;
export const about = (await loadAbout(source)).content;
export const servicesPage = (await loadServicesPage(source)).content;
export const { content: contactPage, contactSection } = await loadContact(source);
export const bookConsultation = (await loadBookConsultation(source)).content;
export const foundersPage = (await loadFounders(source)).content;
export const outcomes = (await loadOutcomes(source)).content;
/** A legal page: its front matter and its sections (id and title), as the page lists them. */
export async function legalPage(id: "privacy-policy" | "terms") {
  const { content, body } = await loadLegal(source, id);
  return { content, sections: legalSections(body) };
}
/** Matches an accessible name that starts with `text` (links that add "(opens in a new tab)"). */
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
/** The h1 of a service's assessment page. */
export const assessmentTitle = async (service: string) => (await loadAssessment(source, service)).content.hero.title;
/** The services the forms offer: the request dialog's options, the assessments. */
export const serviceOffer = await loadServiceOffer(source);
export const notFound = (await loadNotFound(source)).content;
/** The label of the navigation's link to `href`: the main menu's, or the footer's. */
export function linkTo(href: string, where: "main" | "footer" = "main"): string {
  const links = where === "main" ? navigation.main : Object.values(navigation.footer).flat();
  const link = links.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`content/pages/navigation.yaml has no ${where} link to ${href}`);
  return link.label;
}
