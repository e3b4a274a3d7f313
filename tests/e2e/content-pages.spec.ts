import type { Page } from "@playwright/test";
import {
  about,
  bookConsultation,
  caseStudies,
  caseStudiesCopy,
  contactPage,
  contactSection,
  faqs,
  founders,
  foundersPage,
  home,
  legalPage,
  serviceCatalog,
  servicesPage,
  site,
  startsWith,
  whatsappUrl,
} from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { elements, parseHtml, textOf } from "../html";
import { prerenderedPages } from "./prerendered-pages";

// What a visitor sees on the pages that are not a service: every text looked for is read from the
// content (tests/site-content.ts); the spec's starting words are checked in tests/starting-content.test.ts.

/** The services page's FAQ: every question named by its text, closed; one answer open at a time. */
async function expectFaqAccordion(page: Page) {
  const faq = page.getByRole("region", { name: servicesPage.faq.title });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(faqs.length);
  for (const [index, question] of (await questions.all()).entries())
    await expect(question).toHaveAccessibleName(faqs[index]!.question);
  await expect(faq.locator("details[open]")).toHaveCount(0);
  const item = (question: string) => faq.locator("details", { has: page.getByText(question, { exact: true }) });

  const [first, second] = [faqs.at(-1)!, faqs[0]!];
  const free = item(first.question);
  await free.locator("summary").click();
  await expect(free).toHaveAttribute("open", "");
  await expect(faq.getByText(first.answer)).toBeVisible();

  const pricing = item(second.question);
  await pricing.locator("summary").click();
  await expect(pricing).toHaveAttribute("open", "");
  await expect(free).not.toHaveAttribute("open");
  await expect(faq.getByText(first.answer)).toBeHidden();

  await pricing.locator("summary").click();
  await expect(faq.locator("details[open]")).toHaveCount(0);
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

test.describe("home", () => {
  test("hero: badge, headline and both calls to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByText(home.hero.badge)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(home.hero.title);
    const session = page.getByRole("link", { name: startsWith(home.hero.primaryCta) });
    await expect(session).toHaveAttribute("href", site.schedulingUrl);
    await expect(session).toHaveAttribute("target", newTab.target);
    await expect(session).toHaveAttribute("rel", newTab.rel);
    await page.getByRole("link", { name: home.hero.secondaryCta }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("a card per service, each with a sized image and a named 'Learn more' link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cards = page.getByRole("region", { name: home.services.title }).getByRole("listitem");
    await expect(cards).toHaveCount(serviceCatalog.length);
    for (const service of serviceCatalog) {
      const link = page.getByRole("link", { name: `Learn more about ${service.title}` });
      await expect(link).toHaveAttribute("href", service.path);
      await expect(link).toContainText("Learn more");
    }
    // The pictures of content/images/services/, built by Astro under /assets/ (hashed).
    const images = page.getByRole("region", { name: home.services.title }).locator("img[src^='/assets/']");
    await expect(images).toHaveCount(serviceCatalog.length);
    for (const service of serviceCatalog)
      await expect(page.getByRole("img", { name: service.image.alt, exact: true })).toBeVisible();
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", "640");
      await expect(img).toHaveAttribute("height", "360");
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    const last = serviceCatalog.at(-1)!;
    await page.getByRole("link", { name: `Learn more about ${last.title}` }).click();
    await expect(page).toHaveURL(last.path);
  });

  test("'Why Work With Us' tabs: expertise first, click and arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/");
    const { tabs } = home.whyWorkWithUs;
    const tablist = page.getByRole("tablist", { name: home.whyWorkWithUs.title });
    await expect(tablist.getByRole("tab")).toHaveText(tabs.map((tab) => tab.label));
    const tab = (index: number) => tablist.getByRole("tab", { name: tabs.at(index)!.label, exact: true });
    await expect(tab(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(tabs[0]!.stat.value);

    await tab(-1).click();
    await expect(page.getByRole("tabpanel")).toContainText(`${tabs.at(-1)!.stat.value}${tabs.at(-1)!.stat.label}`);
    await page.keyboard.press("ArrowRight");
    await expect(tab(0)).toBeFocused();
    await expect(tab(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(tabs[1]!.stat.value);
    await page.keyboard.press("End");
    await expect(tab(-1)).toBeFocused();

    const tiles = page.getByRole("list", { name: home.stats.label }).getByRole("listitem");
    await expect(tiles).toHaveCount(home.stats.items.length);
    await expect(tiles).toContainText(home.stats.items.map((stat) => stat.value));
  });

  test("services overview and the contact section", async ({ page }) => {
    await gotoHydrated(page, "/");
    const { overview } = home;
    if (overview.eyebrow) await expect(page.getByText(overview.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: overview.title })).toBeVisible();
    for (const card of overview.cards)
      await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
    await expect(page.getByRole("link", { name: startsWith(overview.cta) })).toHaveAttribute(
      "href",
      site.schedulingUrl,
    );

    const contact = page.locator("section#contact");
    await expect(contact).toHaveCount(1);
    const { channels } = contactSection;
    await expect(contact.getByRole("link", { name: startsWith(channels.whatsapp.cta) })).toHaveAttribute(
      "href",
      whatsappUrl,
    );
    for (const channel of [channels.whatsapp, channels.email, channels.location])
      await expect(contact).toContainText(channel.text);
    await expect(contact.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("the prerendered HTML already shows the first tab and keeps FAQ answers closed", async ({ request }) => {
    const { tabs } = home.whyWorkWithUs;
    const homePage = parseHtml(await (await request.get("/")).text());
    const selected = elements(homePage, "button", { role: "tab", "aria-selected": "true" });
    expect(selected.map(textOf)).toContain(tabs[0]!.label);
    expect(textOf(homePage)).toContain(tabs[0]!.title);
    const services = parseHtml(await (await request.get("/services")).text());
    expect(textOf(services)).toContain(faqs[0]!.answer);
    const details = elements(services, "details");
    expect(details.filter((element) => element.attribs.name === "faq")).toHaveLength(faqs.length);
    expect(details.filter((element) => "open" in element.attribs)).toHaveLength(0);
  });
});

test.describe("about", () => {
  test("story, mission, vision, nine industries and the three steps", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { level: 2, name: about.story.title })).toBeVisible();
    for (const paragraph of about.story.intro) await expect(page.getByText(paragraph)).toBeVisible();
    for (const card of about.missionVision.cards)
      await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
    const industries = page.getByRole("region", { name: about.industries.title }).getByRole("heading", { level: 3 });
    await expect(industries).toHaveText(about.industries.items.map((industry) => industry.name));
    const steps = page.getByRole("region", { name: about.process.title }).getByRole("heading", { level: 3 });
    await expect(steps).toContainText(about.process.steps.map((step) => step.title));
    await expect(page.getByRole("link", { name: about.cta.secondary })).toHaveAttribute("href", "/founders");
  });
});

test.describe("services", () => {
  test("request section opens the Service Request dialog", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.title);
    await expect(page.getByRole("heading", { level: 2, name: servicesPage.request.title })).toBeVisible();
    await page.getByRole("button", { name: servicesPage.request.cta }).click();
    await expect(page.getByRole("dialog", { name: "Service Request" })).toBeVisible();
  });

  test("FAQ: every question, one open at a time, the open one closes", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expectFaqAccordion(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the FAQ works the same: the browser keeps one answer open", async ({ page }) => {
      await page.goto("/services");
      await expectFaqAccordion(page);
    });
  });

  test("FAQ sits in two columns on desktop", async ({ page, isMobile }) => {
    test.skip(isMobile, "one column on phones");
    await gotoHydrated(page, "/services");
    const faq = page.getByRole("region", { name: servicesPage.faq.title });
    const first = await faq.locator("summary").nth(0).boundingBox();
    const second = await faq.locator("summary").nth(1).boundingBox();
    expect(second!.x).toBeGreaterThan(first!.x + 100);
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(5);
  });
});

test.describe("case studies", () => {
  test("every study; the filters work, with an empty state", async ({ page }) => {
    await gotoHydrated(page, "/case-studies");
    const { filters: names, empty, cta } = caseStudiesCopy;
    const filters = page.getByRole("group", { name: caseStudiesCopy.filterLabel });
    const filter = (name: string) => filters.getByRole("button", { name, exact: true });
    await expect(filters.getByRole("button")).toHaveText(names);
    const titles = page.getByRole("region", { name: caseStudiesCopy.gridTitle }).getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(caseStudies.map((study) => study.title));

    // The first filter shows all; each other filter its industry's studies, or the empty state.
    for (const name of names.slice(1)) {
      await filter(name).click();
      await expect(filter(name)).toHaveAttribute("aria-pressed", "true");
      const shown = caseStudies.filter((study) => study.category === name).map((study) => study.title);
      await expect(titles).toHaveText(shown.length > 0 ? shown : [empty.title]);
      if (shown.length === 0)
        await expect(page.getByRole("link", { name: empty.linkLabel })).toHaveAttribute("href", empty.href);
    }

    await filter(names[0]!).click();
    await expect(titles).toHaveCount(caseStudies.length);
    await expect(page.getByRole("link", { name: cta.primary })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: cta.secondary, exact: true }).last()).toHaveAttribute("href", "/about");
  });
});

test.describe("founders", () => {
  test("two founder cards from the config and the founder session link", async ({ page }) => {
    await gotoHydrated(page, "/founders");
    for (const founder of founders) {
      const card = page.getByRole("article").filter({ hasText: founder.role });
      await expect(card.getByRole("heading", { name: founder.name })).toBeVisible();
      await expect(card).toContainText(founder.quote);
      await expect(card).toContainText(founder.funFact);
      await expect(card.getByRole("listitem")).toHaveCount(founder.contributions.length);
    }
    await page.getByRole("link", { name: foundersPage.cta.primary }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("contact", () => {
  test("the channels, the message form and the newsletter form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);
    const contact = page.locator("section#contact");
    const { channels, messageTitle, newsletterTitle } = contactSection;
    await expect(contact.getByRole("link", { name: startsWith(channels.whatsapp.cta) })).toHaveAttribute(
      "href",
      whatsappUrl,
    );
    await expect(contact.getByRole("heading", { name: messageTitle })).toBeVisible();
    await expect(contact.getByRole("heading", { name: newsletterTitle })).toBeVisible();
    await expect(contact.getByRole("form", { name: messageTitle })).toBeVisible();
    await expect(contact.getByRole("form", { name: newsletterTitle })).toBeVisible();
    await expect(contact).toContainText(channels.location.text);
  });
});

test.describe("book consultation", () => {
  test("length from the config, scheduling page in a new tab, alternatives", async ({ page }) => {
    await gotoHydrated(page, "/book-consultation");
    const { hero, alternatives } = bookConsultation;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    // The intro with the settings' consultation length filled in.
    await expect(page.locator("main")).toContainText(hero.intro);
    const choose = page.getByRole("link", { name: startsWith(hero.primary) }).first();
    await expect(choose).toHaveAttribute("href", site.schedulingUrl);
    await expect(choose).toHaveAttribute("target", newTab.target);
    await expect(
      page.locator("main").getByRole("link", { name: startsWith(alternatives.whatsapp.cta) }),
    ).toHaveAttribute("href", whatsappUrl);
    await expect(page.locator("main").getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await page.getByRole("link", { name: alternatives.form.cta }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("legal pages", () => {
  test("the privacy policy says what each form stores, for how long, and how to delete it", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    // Its words (what each form stores, 24 months, no cookies) are the starting content's check.
    const main = page.locator("main");
    const { sections } = await legalPage("privacy-policy");
    for (const section of sections)
      await expect(main.locator(`#${section.id}`).getByRole("heading", { level: 2 })).toContainText(section.title);
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    const last = sections.at(-1)!;
    await main.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  });

  test("the terms link to the privacy policy", async ({ page }) => {
    await gotoHydrated(page, "/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText((await legalPage("terms")).content.title);
    await page.locator("main").locator('a[href="/privacy-policy"]').first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test.describe("no page scrolls sideways", () => {
  // Every page of the build, so that a new page is checked without being listed here; one test
  // each, so that each has its own time on a busy machine.
  for (const url of prerenderedPages()) {
    test(decodeURI(url), async ({ page }) => {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    });
  }
});
