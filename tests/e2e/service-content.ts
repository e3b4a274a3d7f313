import type { ServiceSection } from "../../site/loaders/services/types";
import { servicePages } from "../site-content";

// Every service page with its content (content/services/<slug>.yaml), for the tests that cover
// all service pages. A service added to content/services/ is tested with no change here.
export { servicePages };

/** The section of a service page with this anchor. */
export function serviceSection(path: string, id: string): ServiceSection {
  const found = servicePages
    .find(({ service }) => service.path === path)
    ?.page.sections.find((section) => "id" in section && section.id === id);
  if (!found) throw new Error(`${path} has no section #${id}`);
  return found;
}

/** Every carousel of the service pages: its page, its region's name and its slides' titles. */
export const serviceCarousels = servicePages.flatMap(({ service, page }) =>
  page.sections.flatMap((section) => {
    if (section.kind === "features" && section.carouselLabel)
      return [{ url: service.path, label: section.carouselLabel, titles: section.items.map((item) => item.title) }];
    if (section.kind === "steps" && section.carouselLabel)
      return [{ url: service.path, label: section.carouselLabel, titles: section.steps.map((step) => step.title) }];
    return [];
  }),
);
