import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  about,
  assessmentTitle,
  bookConsultation,
  caseStudiesCopy,
  contactPage,
  foundersPage,
  home,
  legalPage,
  notFound,
  servicePages,
  servicesPage,
  serviceOffer,
} from "../../tests/site-content";
import { assessmentPath } from "../../common/content/service-offer";
import { makeTestApp } from "../test-support/app";
import { elements, parseHtml, textOf } from "../../tests/html";

// Against the real production build: run `npm run build` first. Each page's h1 as its content says.
const ROUTES: Record<string, string> = {
  "/": home.hero.title,
  "/about": about.hero.title,
  "/services": servicesPage.hero.title,
  "/case-studies": caseStudiesCopy.hero.title,
  "/contact": contactPage.hero.title,
  "/book-consultation": bookConsultation.hero.title,
  ...Object.fromEntries(servicePages.map(({ service, page }) => [service.path, page.hero.title])),
  "/founders": foundersPage.hero.title,
  "/privacy-policy": (await legalPage("privacy-policy")).content.title,
  "/terms": (await legalPage("terms")).content.title,
  ...Object.fromEntries(
    await Promise.all(
      serviceOffer.assessment.map(
        async (service) => [assessmentPath(service), await assessmentTitle(service)] as const,
      ),
    ),
  ),
};

let ctx: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  ctx = await makeTestApp();
});
afterAll(() => ctx.close());

const h1 = (html: string) => textOf(elements(parseHtml(html), "h1")[0]);

describe("the prerendered site", () => {
  it.each(Object.entries(ROUTES))("GET %s answers 200 with its page", async (url, heading) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(h1(res.body)).toContain(heading);
  });

  it.each(["/no-such-page", "/assessment/Unknown%20Service", "/assessment/it%20consulting", "/about/team"])(
    "GET %s answers 404 with the 404 page",
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(h1(res.body)).toBe(notFound.hero.title);
    },
  );

  it("answers an unknown API path with JSON 404", async () => {
    const res = await ctx.app.inject({ url: "/api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No such endpoint: GET /api/nothing" });
  });

  it("redirects /project-man permanently to /project-management", async () => {
    const res = await ctx.app.inject({ url: "/project-man" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/project-management");
  });

  it("accepts a trailing slash", async () => {
    const res = await ctx.app.inject({ url: "/about/" });
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe(about.hero.title);
  });

  it("serves precompressed pages and answers 304 to a matching ETag", async () => {
    const br = await ctx.app.inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const gz = await ctx.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    // q=0 refuses an encoding, whatever else the header names.
    const refused = await ctx.app.inject({ url: "/", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const neither = await ctx.app.inject({ url: "/", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(neither.headers["content-encoding"]).toBeUndefined();
    expect(neither.statusCode).toBe(200);
    const again = await ctx.app.inject({ url: "/", headers: { "if-none-match": String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("caches hashed assets for a year, immutable, and serves them precompressed", async () => {
    const js = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
    const res = await ctx.app.inject({ url: `/assets/${js}`, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
  });

  it("caches other files briefly and never serves HTML by its file path", async () => {
    const icon = await ctx.app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const file = await ctx.app.inject({ url: "/about/index.html" });
    expect(file.statusCode).toBe(404);
  });
});

describe("crawler files", () => {
  it("serves sitemap.xml and robots.txt as real files, not the 404 page", async () => {
    const sitemap = await ctx.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    expect(elements(parseHtml(sitemap.body, { xml: true }), "urlset")).toHaveLength(1);
    const robots = await ctx.app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("Sitemap:");
  });
});
