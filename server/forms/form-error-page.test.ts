import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ERROR_REASONS } from "../../common/api";
import { contactForm } from "../../common/forms/contact";
import { fieldOf } from "../../common/forms/declare";
import { EMAIL_MESSAGES } from "../../common/forms/fields";
import { makeTestApp } from "../test-support/app";
import { elements, parseHtml, textOf, type HtmlElement } from "../../tests/html";

// Against the real production build: run `npm run build` first. The page a refused plain form
// post lands on says why without a script (server/forms/form-error-page.ts).

let ctx: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  ctx = await makeTestApp();
});
afterAll(() => ctx.close());

/** The reasons' paragraphs the page shows (not hidden), by reason. */
const shownReasons = (html: string) =>
  elements(parseHtml(html), "p")
    .filter((p) => p.attribs["data-form-error-reason"] !== undefined && p.attribs.hidden === undefined)
    .map((p) => p.attribs["data-form-error-reason"]);
/** The items of the list naming the fields at fault, as read. */
const namedFields = (html: string) =>
  elements(parseHtml(html), "ul", { "data-form-error-fields": "" }).flatMap((list) =>
    list.children.filter((child) => "name" in child && child.name === "li").map((item) => textOf(item as HtmlElement)),
  );

describe("GET /form-error", () => {
  it("shows the reason in the URL and names the fields at fault, with the spec's message", async () => {
    const res = await ctx.app.inject({ url: "/form-error?reason=invalid&fields=email%2Csubject" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(shownReasons(res.body)).toEqual(["invalid"]);
    expect(namedFields(res.body)).toEqual([
      `${fieldOf(contactForm, "email").label}: ${EMAIL_MESSAGES.invalid}`,
      `${fieldOf(contactForm, "subject").label}: ${fieldOf(contactForm, "subject").required}`,
    ]);
  });

  it("keeps the page's policy and stays out of search results", async () => {
    const plain = await ctx.app.inject({ url: "/message-sent" });
    const res = await ctx.app.inject({ url: "/form-error?reason=rate-limited" });
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers["x-robots-tag"]).toBe(plain.headers["x-robots-tag"]);
    expect(shownReasons(res.body)).toEqual(["rate-limited"]);
    expect(namedFields(res.body)).toEqual([]);
  });

  it.each(FORM_ERROR_REASONS)("shows the reason %s alone", async (reason) => {
    const res = await ctx.app.inject({ url: `/form-error?reason=${reason}` });
    expect(shownReasons(res.body)).toEqual([reason]);
  });

  it("writes nothing of the URL into the page: unknown reasons and fields change nothing", async () => {
    const plain = await ctx.app.inject({ url: "/form-error" });
    expect(shownReasons(plain.body)).toEqual([]);
    for (const url of [
      "/form-error?reason=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/form-error?reason=nonsense&fields=email",
      "/form-error?reason=invalid&reason=server",
    ])
      expect((await ctx.app.inject({ url })).body, url).toBe(plain.body);
    const res = await ctx.app.inject({
      url: "/form-error?reason=invalid&fields=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Cemail%2Cconstructor%2C__proto__",
    });
    expect(res.body).not.toContain("<img src=x");
    expect(namedFields(res.body)).toEqual([`${fieldOf(contactForm, "email").label}: ${EMAIL_MESSAGES.invalid}`]);
  });

  it("sends it compressed only to a browser that accepts gzip, q-values honoured", async () => {
    const url = "/form-error?reason=invalid&fields=email";
    const encodingOf = async (acceptEncoding: string) =>
      (await ctx.app.inject({ url, headers: { "accept-encoding": acceptEncoding } })).headers["content-encoding"];
    expect(await encodingOf("gzip, deflate")).toBe("gzip");
    expect(await encodingOf("gzip;q=0, deflate")).toBeUndefined();
    expect(await encodingOf("identity")).toBeUndefined();
  });
});
