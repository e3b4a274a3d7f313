import type { ServiceSection } from "../../site/loaders/services/types";
import { assessmentTitle, site, telHref } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { servicePages } from "./service-content";

// Every service page of the catalog: its title, h1, sections, the words of every card, step and
// figure, its calls to action and closing band as its content file says, and the outline of its
// headings. What the spec requires of the starting words is checked in tests/starting-content.test.ts;
// here every expected text is read from the content (content/services/<slug>.yaml, or CONTENT_DIR).

/** The words a section shows: its cards', steps', figures', groups' and list items' texts. */
function wordsOf(section: ServiceSection): string[] {
  switch (section.kind) {
    case "features":
      return section.items.flatMap((item) => [item.title, ...(item.benefits ?? [])]);
    case "steps":
      return section.steps.flatMap((step) => [step.title, ...(step.duration ? [step.duration] : [])]);
    case "checklist":
      return section.items.map((item) => item.title);
    case "stats":
      return section.stats.flatMap((stat) => [stat.value, stat.label]);
    case "tech":
      return section.groups.flatMap((group) => [group.name, ...group.items]);
    case "cta":
      return section.note ? [section.note] : [];
  }
}

for (const { service, page: content } of servicePages) {
  const url = service.path;
  test(`${url}: its content, every element it must have, its links and a closing call to action`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, url);
    const main = page.locator("main");
    await expect(page).toHaveTitle(`${service.title} | ${site.name}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(content.description);
    expect(description?.length).toBeGreaterThan(40);
    expect(description?.length).toBeLessThanOrEqual(160);

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
    if (content.hero.eyebrow) await expect(main).toContainText(content.hero.eyebrow);
    for (const section of content.sections)
      for (const text of wordsOf(section)) await expect(main, text).toContainText(text);
    for (const section of content.sections)
      if (section.kind !== "cta") await expect(main.locator(`section#${section.id} h2`)).toHaveText(section.title);

    // The content's calls to action, each where it says it leads.
    const actions = content.sections.flatMap((section) => (section.kind === "cta" ? section.actions : []));
    for (const action of [...content.hero.actions, ...actions]) {
      const name = action.kind === "external" ? `${action.label} (opens in a new tab)` : action.label;
      const links = main.getByRole("link", { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      if (action.kind !== "phone") await expect(links.first()).toHaveAttribute("href", action.href);
      if (action.kind === "internal") expect((await request.get(action.href)).status(), action.href).toBe(200);
      if (action.kind === "anchor") await expect(page.locator(action.href)).toHaveCount(1);
    }

    // Every button to the external scheduling page opens it in a new tab.
    for (const action of [...content.hero.actions, ...actions].filter((candidate) => candidate.kind === "external")) {
      const links = main.getByRole("link", { name: `${action.label} (opens in a new tab)`, exact: true });
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", site.schedulingUrl);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
    const phones = [...content.hero.actions, ...actions].filter((action) => action.kind === "phone").length;
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(phones);
    for (const phone of await main.locator('a[href^="tel:"]').all()) {
      await expect(phone).toHaveAttribute("href", telHref);
      await expect(phone).toContainText(site.phoneDisplay);
    }
    // Every page ends with a call to action: the last section of main is the closing band with links.
    // (The sections below the hero are plain HTML, each a child of <main>: site/pages/[slug].astro.)
    const closing = main.locator(":scope > section").last();
    await expect(closing.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await closing.getByRole("link").count()).toBeGreaterThan(0);

    // One h1, and headings never skip a level.
    const levels = await main
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
}

/** Every page's buttons: the hero's, then the closing band's (the card's text aside). */
const buttons = servicePages.flatMap(({ service, page }) =>
  [
    ...page.hero.actions.map((action) => ({ where: "hero", action })),
    ...page.sections.flatMap((section) =>
      section.kind === "cta" ? section.actions.map((action) => ({ where: "closing band", action })) : [],
    ),
  ].map((button) => ({ url: service.path, ...button })),
);

// The Software page's second button was broken in the first version: every assessment button of
// every page opens its assessment, the hero's and the closing band's alike.
for (const { url, where, action } of buttons.filter((button) => button.action.href.startsWith("/assessment/"))) {
  test(`${url}: the ${where}'s '${action.label}' opens its assessment`, async ({ page }) => {
    await gotoHydrated(page, url);
    const scope = where === "hero" ? page.locator("main > :first-child") : page.locator("main > section").last();
    await scope.getByRole("link", { name: action.label, exact: true }).first().click();
    await expect(page).toHaveURL(action.href.replace(/ /g, "%20"));
    const service = decodeURIComponent(action.href.slice("/assessment/".length));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(await assessmentTitle(service));
  });
}

for (const { url, action } of buttons.filter((button) => button.action.kind === "anchor")) {
  test(`${url}: '${action.label}' leads to its section`, async ({ page }) => {
    await gotoHydrated(page, url);
    await page.locator("main").getByRole("link", { name: action.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${action.href}$`));
    await expect(page.locator(`section${action.href} h2`)).toBeInViewport();
  });
}
