import type { Locator, Page } from "@playwright/test";
import { caseStudies, caseStudiesCopy, contactSection, home, linkTo, servicesPage } from "../site-content";
import { test as base, expect as baseExpect } from "./fixtures";
import { notificationsFrom, storedRows, uniqueEmail } from "./forms-support";
import { serviceCarousels } from "./service-content";
import { throttle } from "./throttling";

// Whatever a visitor does between the first paint and hydration is neither lost nor turned into
// something else (site/islands/hold.ts holds it, site/islands/island.tsx hands it over).
//
// Every test runs on a phone's network and CPU (tests/e2e/throttling.ts) and operates a control
// the moment it is painted: it waits for the element to be visible, never for `data-hydrated`.
// So that the action always comes before its island is live, however fast or busy the machine,
// the islands' own scripts are held back until the test has acted (`islands.release()`); the
// page's script itself loads as it would, so the hold script meets it at its natural time.

/** An island's chunk (`contact-form.island.969CN-sv.js`), the script without which it cannot be live. */
const ISLAND_CHUNK = /\/assets\/[^/]+\.island\.[^/]+\.js$/;

const test = base.extend<{ islands: { release: () => void } }>({
  islands: [
    async ({ page }, use) => {
      await throttle(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(ISLAND_CHUNK, async (route) => {
        await released;
        await route.continue().catch(() => undefined); // the page may have gone meanwhile
      });
      await use({ release });
      release();
      await page.unrouteAll({ behavior: "ignoreErrors" });
    },
    { auto: true },
  ],
});

// A phone's pace (4x slower CPU, 150 ms per request) on a 2-core machine running two workers:
// more room than the config's defaults for each step and for the whole test. Bounds, not waits.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens `url` and returns at once: the test acts on what is painted, not after `load`. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
}

/** The island a control belongs to. */
const islandOf = (control: Locator) => control.locator("xpath=ancestor::astro-island[1]");

/** Asserts the control's island is still not live (what the test did was held), then lets islands load. */
async function thenGoLive(page: Page, control: Locator, islands: { release: () => void }) {
  await expect(islandOf(control)).not.toHaveAttribute("data-live");
  islands.release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(islandOf(control)).toHaveAttribute("data-live", "true");
}

/** Taps on a touch screen, clicks elsewhere. */
async function press(control: Locator, isMobile: boolean) {
  if (isMobile) await control.tap();
  else await control.click();
}

test("assessment: a name and e-mail typed and Next pressed before hydration reach step 2", async ({
  page,
  islands,
}) => {
  await open(page, "/assessment/IT%20Consulting");
  const main = page.getByRole("main");
  const name = main.getByLabel("Full Name");
  await expect(name).toBeVisible();
  await name.pressSequentially("Ada Lovelace");
  await main.getByLabel("Email").pressSequentially("ada@example.com");
  const next = main.getByRole("button", { name: "Next" });
  await next.click();
  await thenGoLive(page, next, islands);

  await expect(page.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toContainText("Step 2");
  await expect(main.getByLabel("Company")).toBeVisible();
  await expect(main.getByText("Full name is required")).toHaveCount(0);
  // The wizard's state has the typed values, not only the fields on screen.
  await main.getByRole("button", { name: "Back" }).click();
  await expect(main.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(main.getByLabel("Email")).toHaveValue("ada@example.com");
});

test("services: 'Start Your Journey Here' clicked before hydration opens the dialog, on /services", async ({
  page,
  islands,
  isMobile,
}) => {
  await open(page, "/services");
  // A link to /contact until the island is live, a button opening the dialog once it is.
  const opener = page.locator('[data-hold="service-request"]');
  await expect(opener).toBeVisible();
  await expect(opener).toHaveAttribute("href", "/contact");
  await press(opener, isMobile);
  await thenGoLive(page, opener, islands);

  await expect(page.getByRole("dialog", { name: "Service Request" })).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  // Nothing is left waiting to go the native way (to /contact) later.
  expect(await page.evaluate(() => window.__held?.held.length)).toBe(0);
});

test("home: a 'Why Work With Us' tab tapped before hydration is selected once live", async ({
  page,
  islands,
  isMobile,
}) => {
  await open(page, "/");
  const tab = page.getByRole("tab", { name: home.whyWorkWithUs.tabs[1]!.label });
  await expect(tab).toBeAttached();
  await tab.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(tab).toBeVisible();
  await expect(tab).toHaveAttribute("aria-selected", "false");
  await press(tab, isMobile);
  await thenGoLive(page, tab, islands);

  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText(/agile/i);
});

test("navigation: the menu toggle tapped before hydration opens the menu", async ({ page, islands, isMobile }) => {
  test.skip(!isMobile, "the toggle is there below 1024 px only");
  await open(page, "/about");
  const toggle = page.getByRole("banner").locator("button[aria-expanded]");
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Open menu");
  // The navigation is in no island: its menu's script is inline in <head>
  // (site/components/layout/navbar-menu.ts), listening before the toggle is painted.
  await expect(islandOf(toggle)).toHaveCount(0);
  await toggle.tap();
  // Open while no island is live yet, and still open once they are.
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("astro-island[data-live]")).toHaveCount(0);
  islands.release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("astro-island:not([data-live])")).toHaveCount(0);

  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveAccessibleName("Close menu");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: linkTo("/case-studies") })
      .filter({ visible: true }),
  ).toBeVisible();
});

test("carousel: a dot and the Next arrow tapped before hydration show the right slide once live", async ({
  page,
  islands,
  isMobile,
}) => {
  test.skip(!isMobile, "the carousel is a grid from 768 px");
  const { url, label, titles } = serviceCarousels.find((carousel) => carousel.url === "/agile")!;
  const count = titles.length;
  await open(page, url);
  const carousel = page.getByRole("region", { name: label });
  const dot = carousel.getByRole("button", { name: `Show slide 3 of ${count}` });
  await expect(dot).toBeAttached();
  await dot.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(dot).toBeVisible();
  // In this order: slide 3, then the one after it. Replayed in another order, or each against the
  // state before the other, it would show slide 3 or slide 2.
  await dot.tap();
  await carousel.getByRole("button", { name: "Next slide" }).tap();
  await thenGoLive(page, dot, islands);

  const slide = carousel.getByRole("group", { name: `4 of ${count}` });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole("heading", { level: 3 })).toContainText(titles[3]!);
  await expect(carousel.getByRole("button", { name: `Show slide 4 of ${count}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("case studies: 'Retail' tapped before hydration leaves only the retail studies", async ({
  page,
  islands,
  isMobile,
}) => {
  await open(page, "/case-studies");
  const retail = page.getByRole("button", { name: caseStudiesCopy.filters[1]!, exact: true });
  await expect(retail).toBeVisible();
  await press(retail, isMobile);
  await thenGoLive(page, retail, islands);

  await expect(retail).toHaveAttribute("aria-pressed", "true");
  const expected = caseStudies.filter((study) => study.category === caseStudiesCopy.filters[1]);
  const titles = page.getByRole("heading", { level: 3 });
  await expect(titles).toHaveText(expected.map((study) => study.title));
  await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(
    `Showing ${expected.length} case studies`,
  );
});

test("contact: a message filled and sent (twice) before hydration is sent once, answered in place", async ({
  page,
  islands,
}) => {
  const email = uniqueEmail("contact-early");
  let posts = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") posts += 1;
  });
  await open(page, "/contact");
  const form = page.getByRole("form", { name: contactSection.messageTitle });
  await expect(form.getByLabel("Name")).toBeVisible();
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Early bird");
  await form.getByLabel("Message").fill("Sent before the page was live.");
  const send = form.getByRole("button", { name: "Send Message" });
  // Twice, as an impatient visitor on a slow phone would: both posts are held, one message is sent.
  await send.dblclick();
  await thenGoLive(page, send, islands);

  await expect(form.getByRole("status")).toHaveText(
    /^Message sent successfully!\s*Your reference: CM-[0-9A-Z]{4}-[0-9A-Z]{2}$/,
  );
  await expect(page).toHaveURL(/\/contact$/);
  expect(posts).toBe(1);
  expect(storedRows("contact_messages", email)).toMatchObject([{ name: "Ada Lovelace", subject: "Early bird" }]);
  await expect.poll(async () => (await notificationsFrom(email)).length).toBe(1);
});

test("chat button: a page scrolled past 300 px before hydration shows it, with no further scroll", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  // The 3-second timer would not show it on a scrolled page: the scroll rule does, while the
  // page's islands are still held back (the button is plain HTML with an inline script).
  const chat = page.getByTestId("chat-button");
  await expect(chat).toBeVisible();
  await expect(page.locator("astro-island[data-live]")).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("focus: a footer link focused before hydration keeps the focus", async ({ page, islands }) => {
  await open(page, "/");
  const link = page.locator("footer").getByRole("link", { name: linkTo("/case-studies", "footer"), exact: true });
  await expect(link).toBeAttached();
  await link.focus();
  await expect(link).toBeFocused();
  // The footer is plain HTML; every island, those near it included, becomes live meanwhile (the
  // ones far above it only when started, as a visitor's scrolling would).
  await expect(page.locator("footer").locator("xpath=ancestor::astro-island")).toHaveCount(0);
  islands.release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("astro-island:not([data-live])"))
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await expect(page.locator("astro-island:not([data-live])")).toHaveCount(0);
  await expect(link).toBeFocused();
});

test.describe("JavaScript blocked", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the opener leads to /contact, and a message posted there lands on the outcome page", async ({
    page,
    isMobile,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await open(page, "/services");
    const opener = page.getByRole("link", { name: servicesPage.request.cta });
    await expect(opener).toBeVisible();
    await press(opener, isMobile);
    await expect(page).toHaveURL(/\/contact$/, { timeout: 5000 });

    const email = uniqueEmail("contact-blocked");
    const form = page.getByRole("form", { name: contactSection.messageTitle });
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("No scripts");
    await form.getByLabel("Message").fill("Posted the way a page without JavaScript posts.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/message-sent\?reference=CM-[0-9A-Z]{4}-[0-9A-Z]{2}$/, { timeout: 5000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
    expect(storedRows("contact_messages", email)).toHaveLength(1);
  });
});

test("the page's script never comes: 3 s after the click the opener goes where it leads, /contact", async ({
  page,
  isMobile,
}) => {
  // The requests for the page's scripts stay unanswered (a stalled connection): no error event.
  await page.route(/\/assets\/[^/]+\.js$/, () => undefined);
  await open(page, "/services");
  const opener = page.getByRole("link", { name: servicesPage.request.cta });
  await expect(opener).toBeVisible();
  const clickedAt = Date.now();
  await press(opener, isMobile);
  await expect(page).toHaveURL(/\/contact$/);
  // Held for the script until FALLBACK_MS (site/islands/holder-script.ts) had passed, then the link's own way.
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
});

// A visitor's focus is theirs: islands going live never move it back to where it was when their
// hydration started. Each walk is repeated: the defect it guards against showed in one run of two
// to four.
test.describe("focus while islands go live", () => {
  for (const run of [1, 2, 3, 4]) {
    test(`a Tab walk through /services that starts while the islands load reaches the FAQ and the footer, always forward (run ${run})`, async ({
      page,
      islands,
    }) => {
      await open(page, "/services");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every element focused, in order, kept in the page (an element replaced meanwhile, the
      // dialog's opener turning from a link into a button, stays in the list as it was).
      await page.evaluate(() => {
        const walk: Element[] = [];
        Object.assign(window, { __walk: walk });
        document.addEventListener("focusin", (event) => walk.push(event.target as Element), true);
      });
      let released = false;
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press("Tab");
        // The islands' scripts arrive while the walk is under way.
        if (step === 1) {
          islands.release();
          released = true;
        }
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest("footer") ? "footer" : active === document.body ? "body" : "page";
        });
        expect(where, `Tab ${step + 1} left focus on the page's body`).not.toBe("body");
        if (where === "footer") break;
      }
      expect(released).toBe(true);
      const walk = await page.evaluate(() => {
        const elements = (window as unknown as { __walk: Element[] }).__walk;
        const backwards = elements.flatMap((element, index) => {
          const before = elements[index - 1];
          if (!before || !before.isConnected || !element.isConnected) return [];
          const forward = before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
          return forward
            ? []
            : [`${before.textContent?.trim().slice(0, 40)} → ${element.textContent?.trim().slice(0, 40)}`];
        });
        return {
          backwards,
          faq: elements.some((element) => element.localName === "summary"),
          footer: elements.some((element) => element.closest("footer")),
        };
      });
      expect(walk.backwards, "focus moved back").toEqual([]);
      expect(walk.faq, "the walk reached the FAQ").toBe(true);
      expect(walk.footer, "the walk reached the footer").toBe(true);
    });
  }

  for (const run of [1, 2, 3, 4]) {
    test(`assessment: a name and then an e-mail typed while the wizard goes live each stay in their field (run ${run})`, async ({
      page,
      islands,
    }) => {
      await open(page, "/assessment/IT%20Consulting");
      const main = page.getByRole("main");
      const name = main.getByLabel("Full Name");
      const email = main.getByLabel("Email");
      await expect(name).toBeVisible();
      await name.click();
      await page.keyboard.type("Ada Lovelace");
      // The wizard's script arrives while the name field has the focus; the visitor moves on to
      // the next field and types while the wizard goes live.
      const arrived = page.waitForResponse((response) =>
        /\/assessment-wizard\.island\.[^/]+\.js$/.test(response.url()),
      );
      islands.release();
      await arrived;
      await page.keyboard.press("Tab");
      await page.keyboard.type("ada@example.com", { delay: 20 });
      await expect(islandOf(email)).toHaveAttribute("data-live", "true");
      await expect(email).toBeFocused();
      await expect(name).toHaveValue("Ada Lovelace");
      await expect(email).toHaveValue("ada@example.com");
      // The wizard's state has both: Next goes to step 2, and Back shows them again.
      await main.getByRole("button", { name: "Next" }).click();
      await expect(main.getByLabel("Company")).toBeVisible();
      await main.getByRole("button", { name: "Back" }).click();
      await expect(main.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
      await expect(main.getByLabel("Email")).toHaveValue("ada@example.com");
    });
  }
});
