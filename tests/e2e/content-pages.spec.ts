import type { Page } from "@playwright/test";
import { caseStudiesCopy, faqs, founders, serviceCatalog, site, whatsappUrl } from "../site-content";
import { expect, gotoHydrated, test } from "./fixtures";
import { elements, parseHtml, textOf } from "../html";
import { prerenderedPages } from "./prerendered-pages";

/** The services page's FAQ: ten questions named by their text, closed; one answer open at a time. */
async function expectFaqAccordion(page: Page) {
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(10);
  for (const [index, question] of (await questions.all()).entries())
    await expect(question).toHaveAccessibleName(faqs[index]!.question);
  await expect(faq.locator("details[open]")).toHaveCount(0);
  const item = (question: string) => faq.locator("details", { has: page.getByText(question, { exact: true }) });

  const free = item("Do you offer a free consultation?");
  await free.locator("summary").click();
  await expect(free).toHaveAttribute("open", "");
  await expect(faq.getByText(`${site.consultationMinutes}-minute consultation`)).toBeVisible();

  const pricing = item("How much do your services cost?");
  await pricing.locator("summary").click();
  await expect(pricing).toHaveAttribute("open", "");
  await expect(free).not.toHaveAttribute("open");
  await expect(faq.getByText(`${site.consultationMinutes}-minute consultation`)).toBeHidden();

  await pricing.locator("summary").click();
  await expect(faq.locator("details[open]")).toHaveCount(0);
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

test.describe("home", () => {
  test("hero: badge, headline and both calls to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByText("Trusted by 15+ businesses worldwide")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/strategic consulting/i);
    const session = page.getByRole("link", { name: /^Get a Free Strategy Session/ });
    await expect(session).toHaveAttribute("href", site.schedulingUrl);
    await expect(session).toHaveAttribute("target", newTab.target);
    await expect(session).toHaveAttribute("rel", newTab.rel);
    await page.getByRole("link", { name: "Discover Our Solutions" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("a card per service, each with a sized image and a named 'Learn more' link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cards = page.getByRole("region", { name: "Core services" }).getByRole("listitem");
    await expect(cards).toHaveCount(serviceCatalog.length);
    for (const service of serviceCatalog) {
      const link = page.getByRole("link", { name: `Learn more about ${service.title}` });
      await expect(link).toHaveAttribute("href", service.path);
      await expect(link).toContainText("Learn more");
    }
    // The pictures of content/images/services/, built by Astro under /assets/ (hashed).
    const images = page.getByRole("region", { name: "Core services" }).locator("img[src^='/assets/']");
    await expect(images).toHaveCount(serviceCatalog.length);
    for (const service of serviceCatalog)
      await expect(page.getByRole("img", { name: service.image.alt, exact: true })).toBeVisible();
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", "640");
      await expect(img).toHaveAttribute("height", "360");
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    await page.getByRole("link", { name: "Learn more about HR Solutions" }).click();
    await expect(page).toHaveURL(/\/hr-solutions$/);
  });

  test("'Why Work With Us' tabs: expertise first, click and arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tablist = page.getByRole("tablist", { name: "Why Work With Us" });
    await expect(tablist.getByRole("tab")).toHaveText([
      "Industry Experts",
      "Agile Solutions",
      "Personalized Strategy",
      "Proven Track Record",
    ]);
    const experts = tablist.getByRole("tab", { name: "Industry Experts" });
    await expect(experts).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("20+");

    await tablist.getByRole("tab", { name: "Proven Track Record" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("100+projects delivered");
    await page.keyboard.press("ArrowRight");
    await expect(experts).toBeFocused();
    await expect(experts).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Agile Solutions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("35%");
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Proven Track Record" })).toBeFocused();

    const tiles = page.getByRole("list", { name: "Our record in figures" }).getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    await expect(tiles).toContainText(["15+", "20+", "10+", "100%"]);
  });

  test("services overview and the contact section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByText("Our Services", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Strategic Solutions for Digital Transformation" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Comprehensive Offerings" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Diverse Clientele" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Schedule Consultation/ })).toHaveAttribute(
      "href",
      site.schedulingUrl,
    );

    const contact = page.locator("section#contact");
    await expect(contact).toHaveCount(1);
    await expect(contact.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveAttribute("href", whatsappUrl);
    await expect(contact).toContainText("24/7");
    await expect(contact).toContainText("within 1 business day");
    await expect(contact).toContainText("Remote, serving clients worldwide");
    await expect(contact.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  test("the prerendered HTML already shows the first tab and keeps FAQ answers closed", async ({ request }) => {
    const home = parseHtml(await (await request.get("/")).text());
    const selected = elements(home, "button", { role: "tab", "aria-selected": "true" });
    expect(selected.map(textOf)).toContain("Industry Experts");
    expect(textOf(home)).toContain("Consultants who have done the job");
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
    await expect(page.getByRole("heading", { level: 2, name: "Our Story" })).toBeVisible();
    await expect(page.getByText(/founded in 2024 and started as a solo consultancy/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    const industries = page.getByRole("region", { name: "Industries We Serve" }).getByRole("heading", { level: 3 });
    await expect(industries).toHaveText([
      "Tech Startups",
      "Financial Services",
      "Healthcare",
      "E-Commerce",
      "Energy",
      "Logistics",
      "Engineering",
      "Education",
      "Fashion",
    ]);
    const steps = page.getByRole("region", { name: "Our Transformation Process" }).getByRole("heading", { level: 3 });
    await expect(steps).toHaveText([/Discovery Phase/, /Tailored Roadmap/, /Agile Execution/]);
    await expect(page.getByRole("link", { name: "Meet the Founders" })).toHaveAttribute("href", "/founders");
  });
});

test.describe("services", () => {
  test("request section opens the Service Request dialog", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await expect(page.getByRole("heading", { level: 2, name: "Ready to Transform Your Business?" })).toBeVisible();
    await page.getByRole("button", { name: "Start Your Journey Here" }).click();
    await expect(page.getByRole("dialog", { name: "Service Request" })).toBeVisible();
  });

  test("FAQ: ten questions, one open at a time, the open one closes", async ({ page }) => {
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
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const first = await faq.locator("summary").nth(0).boundingBox();
    const second = await faq.locator("summary").nth(1).boundingBox();
    expect(second!.x).toBeGreaterThan(first!.x + 100);
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(5);
  });
});

test.describe("case studies", () => {
  test("three studies; the filters work, with an empty state", async ({ page }) => {
    await gotoHydrated(page, "/case-studies");
    const filters = page.getByRole("group", { name: caseStudiesCopy.filterLabel });
    await expect(filters.getByRole("button")).toHaveText([
      "All Industries",
      "Retail",
      "Manufacturing",
      "Financial Services",
      "Technology",
    ]);
    const titles = page.getByRole("region", { name: caseStudiesCopy.gridTitle }).getByRole("heading", { level: 3 });
    await expect(titles).toHaveText([
      "Retail Digital Transformation",
      "AI Supply Chain Optimization",
      "Fintech Compliance",
    ]);

    await filters.getByRole("button", { name: "Financial Services" }).click();
    await expect(filters.getByRole("button", { name: "Financial Services" })).toHaveAttribute("aria-pressed", "true");
    await expect(titles).toHaveText(["Fintech Compliance"]);

    await filters.getByRole("button", { name: "Manufacturing" }).click();
    await expect(titles).toHaveText([caseStudiesCopy.empty.title]);
    await expect(page.getByRole("link", { name: caseStudiesCopy.empty.linkLabel })).toHaveAttribute("href", "/contact");

    await filters.getByRole("button", { name: "All Industries" }).click();
    await expect(titles).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "About Us", exact: true }).last()).toHaveAttribute("href", "/about");
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
    await page.getByRole("link", { name: "Schedule Founder Session" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("contact", () => {
  test("the channels, the message form and the newsletter form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const contact = page.locator("section#contact");
    await expect(contact.getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveAttribute("href", whatsappUrl);
    await expect(contact.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    await expect(contact.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await expect(contact.getByRole("form", { name: "Send us a message" })).toBeVisible();
    await expect(contact.getByRole("form", { name: "Subscribe to our newsletter" })).toBeVisible();
    await expect(contact).toContainText("Remote, serving clients worldwide");
  });
});

test.describe("book consultation", () => {
  test("length from the config, scheduling page in a new tab, alternatives", async ({ page }) => {
    await gotoHydrated(page, "/book-consultation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Free Consultation");
    await expect(page.locator("main")).toContainText(`${site.consultationMinutes}-minute`);
    const choose = page.getByRole("link", { name: /^Choose a Time/ }).first();
    await expect(choose).toHaveAttribute("href", site.schedulingUrl);
    await expect(choose).toHaveAttribute("target", newTab.target);
    await expect(page.locator("main").getByRole("link", { name: /^Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      whatsappUrl,
    );
    await expect(page.locator("main").getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await page.getByRole("link", { name: "Go to the contact page" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("legal pages", () => {
  test("the privacy policy says what each form stores, for how long, and how to delete it", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    const main = page.locator("main");
    await expect(main).toContainText("name, e-mail address, subject and message");
    await expect(main).toContainText("the service you chose");
    await expect(main).toContainText("company, team size");
    await expect(main).toContainText("24 months");
    await expect(main).toContainText("sets no cookies");
    await expect(main).toContainText("confirmation link");
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(main).toContainText("stores nothing in your browser");
    await main.getByRole("link", { name: "How we count visits" }).click();
    await expect(page).toHaveURL(/#counting$/);
  });

  test("the terms link to the privacy policy", async ({ page }) => {
    await gotoHydrated(page, "/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await page.locator("main").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test("no page scrolls sideways", async ({ page }) => {
  // Every page of the build, so that a new page is checked without being listed here.
  for (const url of prerenderedPages()) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
