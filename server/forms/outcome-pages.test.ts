import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTCOME_PAGES } from "../../common/api";
import { makeTestApp } from "../test-support/app";
import { attribute, elements, parseHtml, textOf } from "../../tests/html";
import { outcomes } from "../../tests/site-content";

// Against the real production build (`npm run build` first): a plain HTML form post lands on
// a prerendered page that exists, says what happened, and is kept out of search engines.

describe("outcome pages of plain form posts and newsletter links", () => {
  let ctx: Awaited<ReturnType<typeof makeTestApp>>;
  beforeAll(async () => {
    ctx = await makeTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(Object.entries(OUTCOME_PAGES))("%s (%s) is prerendered and noindex", async (_name, path) => {
    const page = await ctx.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    const html = parseHtml(page.body);
    expect(elements(html, "h1")).not.toHaveLength(0);
    expect(attribute(html, "meta", { name: "robots" }, "content")).toBe("noindex");
  });

  it("a form post without JavaScript ends on the page that says so", async () => {
    const post = (payload: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
    const sent = await post("name=Ada&email=ada%40example.com&subject=Hi&message=Hello&website=");
    expect(sent.statusCode).toBe(303);
    const landing = await ctx.app.inject({ url: sent.headers.location as string });
    expect(landing.body).toContain("Message sent successfully!");

    const failed = await post("name=Ada&email=nope&subject=Hi&message=Hello");
    const errorPage = await ctx.app.inject({ url: failed.headers.location as string });
    expect(errorPage.statusCode).toBe(200);
    const page = parseHtml(errorPage.body);
    expect(textOf(elements(page, "h1")[0])).toBe(outcomes.formError.title);
    expect(elements(page, "h2").map(textOf)).toContain(outcomes.otherWays.title);
  });
});
