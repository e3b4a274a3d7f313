// schema.org objects for JSON-LD (rendered by pageMeta): who the firm is, what each
// service is, the FAQ of /services, and where an inner page sits.
import type { SiteSettings } from "../../common/settings";
import type { Faq } from "../loaders/types";
import { absoluteUrl } from "./absolute-url";

const organizationId = () => `${absoluteUrl("/")}#organization`;

/** The firm, on the home page. */
export function organizationJsonLd(site: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og-image.jpg"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    areaServed: "Worldwide",
    sameAs: site.social.filter((link) => link.url !== "").map((link) => link.url),
    founder: site.founders.map((founder) => ({ "@type": "Person", name: founder.name, jobTitle: founder.role })),
  };
}

/** One service page. */
export function serviceJsonLd(
  { title, description, path }: { title: string; description: string; path: string },
  site: Pick<SiteSettings, "name">,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: title,
    serviceType: title,
    description,
    url: absoluteUrl(path),
    areaServed: "Worldwide",
    provider: { "@type": "ProfessionalService", "@id": organizationId(), name: site.name, url: absoluteUrl("/") },
  };
}

/** The questions and answers shown on /services. */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Home → this page. */
export function breadcrumbJsonLd(title: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: title, item: absoluteUrl(path) },
    ],
  };
}
