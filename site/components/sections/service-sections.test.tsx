import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadServicePages } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import ServiceCarousel from "./service-carousel.island";
import { isCarousel, sectionCards, ServiceSections } from "./service-sections";

const servicePages = await loadServicePages(fileSource());

describe("ServiceSections", () => {
  it.each(servicePages.map(({ service, page }) => [service.path, service, page] as const))(
    "%s: each section under its h2 and anchor, in alternating tones, then the call to action",
    async (_path, service, { sections }) => {
      // A carousel is an island the page renders and passes in (site/pages/[slug].astro).
      const carousels = Object.fromEntries(
        sections.flatMap((section, position) =>
          isCarousel(section)
            ? [
                [
                  `carousel${position}`,
                  // As the page passes it: the cards as slots (site/pages/[slug].astro).
                  <ServiceCarousel
                    label={section.carouselLabel}
                    count={sectionCards(section).length}
                    {...Object.fromEntries(sectionCards(section).map((card, index) => [`slide${index}`, card.content]))}
                  />,
                ],
              ]
            : [],
        ),
      );
      const { container } = await act(() =>
        Promise.resolve(render(<ServiceSections slug={service.slug} sections={sections} carousels={carousels} />)),
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
