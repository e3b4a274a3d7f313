import { use } from "react";
import { servicePages } from "../../content/service-pages";
import type { ServicePage } from "../../content/services/types";
import { ServiceSections } from "./service-sections";

const loading = new Map<string, Promise<ServicePage>>();

function loadPage(slug: string): Promise<ServicePage> {
  let page = loading.get(slug);
  if (!page) {
    const load = servicePages[slug];
    if (!load) throw new Error(`No service page content for "${slug}"`);
    loading.set(slug, (page = load()));
  }
  return page;
}

/** A service page below its hero: an island that loads that page's content, and no other's. */
export default function ServicePageSections({ slug }: { slug: string }) {
  return <ServiceSections sections={use(loadPage(slug)).sections} />;
}
