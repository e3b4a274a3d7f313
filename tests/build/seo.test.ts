import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serviceCatalog } from "../site-content";
import { resolvePublicOrigin } from "../../common/public-origin";
import { prerenderedPages } from "../../server/site/site-files";

// Checks the built files (`npm run build` first), as a crawler would read them.
const CLIENT_DIR = "build/client";
const origin = resolvePublicOrigin(process.env.PUBLIC_ORIGIN);

function pages() {
  return prerenderedPages(CLIENT_DIR)
    .filter((page) => page.path !== "/404")
    .map((page) => ({ path: page.url, html: readFileSync(page.file, "utf8") }));
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const all = pages();
const indexable = all.filter((page) => !/<meta name="robots" content="[^"]*noindex/.test(page.html));

describe("search metadata of the built pages", () => {
  it("gives every page a unique title and a unique description of at most 160 characters", () => {
    const titles = all.map((page) => attr(page.html, /<title>([^<]+)<\/title>/));
    const descriptions = all.map((page) => attr(page.html, /<meta name="description" content="([^"]+)"/));
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
    expect(html).toMatch(/<html lang="en"/);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(url);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${origin}/og-image.jpg`);
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
  });

  it("ships the Open Graph image, 1200×630 JPEG", () => {
    const jpeg = readFileSync(join(CLIENT_DIR, "og-image.jpg"));
    expect(jpeg.subarray(0, 2).toString("hex")).toBe("ffd8");
    // The SOF0/SOF2 segment holds height then width.
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
    expect(jpeg.readUInt16BE(sof + 5)).toBe(630);
    expect(jpeg.readUInt16BE(sof + 7)).toBe(1200);
  });
});

describe("sitemap.xml and robots.txt", () => {
  const sitemap = readFileSync(join(CLIENT_DIR, "sitemap.xml"), "utf8");
  const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]);

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
  const jsonLd = (html: string): Thing[] =>
    Array.from(html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g), (match) =>
      JSON.parse(match[1]!) as Thing,
    );
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
      // The same words as the visible accordion (HTML-escaped there).
      expect(page.html).toContain(question.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
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
