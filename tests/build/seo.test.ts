import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageMetadata } from "astro/assets/utils";
import { describe, expect, it } from "vitest";
import { attribute, elements, parseHtml, textOf, type HtmlDocument } from "../html";
import { serviceCatalog } from "../site-content";
import { resolvePublicOrigin } from "../../common/public-origin";
import { prerenderedPages } from "../../server/site/site-files";

// Checks the built files (`npm run build` first), as a crawler would read them; BUILT_CLIENT_DIR names
// another build (a published one: tests/e2e/edited-content.spec.ts).
const CLIENT_DIR = process.env.BUILT_CLIENT_DIR ?? "build/client";
const origin = resolvePublicOrigin(process.env.PUBLIC_ORIGIN);

function pages() {
  return prerenderedPages(CLIENT_DIR)
    .filter((page) => page.path !== "/404")
    .map((page) => ({ path: page.url, html: parseHtml(readFileSync(page.file, "utf8")) }));
}

const all = pages();
const indexable = all.filter(
  (page) => !elements(page.html, "meta", { name: "robots" }).some((meta) => meta.attribs.content?.includes("noindex")),
);

describe("search metadata of the built pages", () => {
  it("gives every page a unique title and a unique description of at most 160 characters", () => {
    const titles = all.map((page) => textOf(elements(page.html, "title")[0]));
    const descriptions = all.map((page) => attribute(page.html, "meta", { name: "description" }, "content"));
    for (const [i, page] of all.entries()) {
      expect(titles[i], page.path).toBeTruthy();
      expect(descriptions[i], page.path).toBeTruthy();
      expect(descriptions[i]!.length, page.path).toBeLessThanOrEqual(160);
    }
    expect(new Set(titles).size).toBe(all.length);
    expect(new Set(descriptions).size).toBe(all.length);
  });

  it.each(all.map((page) => [page.path, page.html] as const))("%s has lang, canonical, Open Graph and Twitter tags", (path, html) => {
    const url = new URL(path, origin).toString();
    const meta = (key: "name" | "property", value: string) => attribute(html, "meta", { [key]: value }, "content");
    expect(attribute(html, "html", {}, "lang")).toBe("en");
    expect(attribute(html, "link", { rel: "canonical" }, "href")).toBe(url);
    expect(meta("property", "og:url")).toBe(url);
    expect(meta("property", "og:title")).toBeTruthy();
    expect(meta("property", "og:description")).toBeTruthy();
    expect(meta("property", "og:image")).toBe(`${origin}/og-image.jpg`);
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
  });

  it("ships the Open Graph image, 1200×630 JPEG", async () => {
    const jpeg = readFileSync(join(CLIENT_DIR, "og-image.jpg"));
    expect(await imageMetadata(jpeg)).toMatchObject({ format: "jpg", width: 1200, height: 630 });
  });
});

describe("sitemap.xml and robots.txt", () => {
  const sitemap = readFileSync(join(CLIENT_DIR, "sitemap.xml"), "utf8");
  const locs = elements(parseHtml(sitemap, { xml: true }), "loc").map(textOf);

  it("lists every indexable page once, with absolute URLs, and nothing else", () => {
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locs.sort()).toEqual(indexable.map((page) => new URL(page.path, origin).toString()).sort());
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/assessment/IT%20Consulting`);
    expect(locs.some((loc) => loc?.includes("/404"))).toBe(false);
  });

  it("robots.txt allows crawling and names the sitemap", () => {
    const robots = readFileSync(join(CLIENT_DIR, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("structured data (JSON-LD)", () => {
  type Thing = Record<string, unknown> & { "@context"?: string; "@type"?: string };
  const jsonLd = (html: HtmlDocument): Thing[] =>
    elements(html, "script", { type: "application/ld+json" }).map((script) => JSON.parse(textOf(script)) as Thing);
  const byPath = new Map(all.map((page) => [page.path, jsonLd(page.html)]));
  const SERVICE_PAGES = serviceCatalog.map((service) => service.path);

  it("every object names schema.org as its context and has a type", () => {
    for (const [path, things] of byPath) {
      for (const thing of things) {
        expect(thing["@context"], path).toBe("https://schema.org");
        expect(typeof thing["@type"], path).toBe("string");
      }
    }
  });

  it("home describes the firm as a ProfessionalService (an Organization)", () => {
    const org = byPath.get("/")!.find((thing) => thing["@type"] === "ProfessionalService");
    expect(org).toMatchObject({ url: `${origin}/`, name: expect.any(String) as string });
    expect(org?.email).toMatch(/@/);
  });

  it.each(SERVICE_PAGES)("%s describes a Service provided by the firm", (path) => {
    const service = byPath.get(path)!.find((thing) => thing["@type"] === "Service");
    expect(service).toMatchObject({ url: `${origin}${path}`, provider: { "@type": "ProfessionalService" } });
    expect(String(service?.name).length).toBeGreaterThan(3);
  });

  it("/services carries an FAQPage with the ten questions shown on the page", () => {
    const page = all.find((candidate) => candidate.path === "/services")!;
    const faq = byPath.get("/services")!.find((thing) => thing["@type"] === "FAQPage") as
      | { mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[] }
      | undefined;
    expect(faq?.mainEntity).toHaveLength(10);
    for (const question of faq!.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      // The same words as the visible accordion.
      expect(textOf(page.html)).toContain(question.name);
    }
  });

  it("every indexable inner page has a BreadcrumbList from Home to itself", () => {
    for (const page of indexable.filter((candidate) => candidate.path !== "/")) {
      const crumbs = byPath.get(page.path)!.find((thing) => thing["@type"] === "BreadcrumbList") as
        | { itemListElement: { position: number; item: string }[] }
        | undefined;
      expect(crumbs?.itemListElement.map((item) => item.position), page.path).toEqual([1, 2]);
      expect(crumbs?.itemListElement[1]?.item, page.path).toBe(new URL(page.path, origin).toString());
    }
  });
});
