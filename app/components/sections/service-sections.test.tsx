import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serviceCatalog } from "../../content/service-catalog";
import { loadServicePage } from "../../content/service-pages";
import { ServiceSections } from "./service-sections";

describe("ServiceSections", () => {
  it.each(serviceCatalog.map((service) => [service.path, service] as const))(
    "%s: each section under its h2 and anchor, in alternating tones, then the call to action",
    async (_path, service) => {
      const { sections } = await loadServicePage(service);
      const { container } = render(<ServiceSections sections={sections} />, { wrapper: MemoryRouter });
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
      });
      expect(screen.getAllByRole("link").length).toBeGreaterThan(0);
    },
  );
});
