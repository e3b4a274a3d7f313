// The site's content as the pages show it (content/, read and validated by site/loaders/read.ts),
// for the tests that check what a visitor sees: the same files the build reads.
import { fileSource } from "../site/loaders/read";
import { loadCaseStudiesPage, loadFaqs, loadFounders, loadLayout, loadServicePages } from "../site/loaders/pages";

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
