import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serviceCatalog } from "../../content/service-catalog";
import { loadServicePage } from "../../content/service-pages";
import ServiceCarousel, { isCarousel } from "./service-carousel.island";
import { ServiceSections } from "./service-sections";
import type { ServiceSection } from "../../content/services/types";

/** The carousels' islands, as site/pages/[slug].astro renders them for the page. */
const carouselsOf = (slug: string, sections: readonly ServiceSection[]) =>
  Object.fromEntries(
    sections.flatMap((section, position) =>
      isCarousel(section) ? [[`carousel${position}`, <ServiceCarousel slug={slug} section={section.id} />]] : [],
    ),
  );

describe("ServiceSections", () => {
  it.each(serviceCatalog.map((service) => [service.path, service] as const))(
    "%s: each section under its h2 and anchor, in alternating tones, then the call to action",
    async (_path, service) => {
      const { sections } = await loadServicePage(service);
      // A carousel reads the page's content itself (an island: site/islands/island.tsx): act waits for it.
      const { container } = await act(() =>
        Promise.resolve(
          render(
            <ServiceSections slug={service.slug} sections={sections} carousels={carouselsOf(service.slug, sections)} />,
          ),
        ),
      );
      const rendered = [...container.querySelectorAll(":scope > section")];
      expect(rendered).toHaveLength(sections.length);
      sections.forEach((section, position) => {
        const element = rendered[position] as HTMLElement;
        const heading = within(element).getAllByRole("heading", { level: 2 })[0];
        expect(heading).toHaveTextContent(section.title);
        if (section.kind === "cta") return;
        expect(element.id).toBe(section.id);
        expect(element).toHaveAccessibleName(section.title);
        expect(element.className.includes("bg-slate-50")).toBe(position % 2 === 1);
        const carousel = element.querySelector('[aria-roledescription="carousel"]');
        if (isCarousel(section)) expect(carousel).toHaveAccessibleName(section.carouselLabel);
        else expect(carousel).toBeNull();
      });
      expect(screen.getAllByRole("link").length).toBeGreaterThan(0);
    },
  );
});
