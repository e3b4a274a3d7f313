import { createHash } from "node:crypto";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScripts, inlineStyles } from "../../common/csp";
import { makeTestApp } from "../test-support/app";

// Against the real production build: run `npm run build` first.
let ctx: Awaited<ReturnType<typeof makeTestApp>> | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

function directives(policy: string) {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("security headers", () => {
  // Each page's inline styles: its stylesheet, and Astro's rule for its island elements on a page
  // with an island (/about and the 404 page have none: decision 025). The policy names those and
  // the page's own scripts, nothing another page carries.
  it.each([
    ["/", 2],
    ["/about", 1],
    ["/assessment/Agile%20Coaching", 2],
    ["/no-such-page", 1],
  ] as const)("%s: the CSP allows exactly its own inline scripts and style, by hash", async (url, styleCount) => {
    ctx = await makeTestApp();
    const res = await ctx.app.inject({ url });
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("nonce-");
    const csp = directives(policy);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBeGreaterThan(0);
    expect(csp["script-src"]?.[0]).toBe("'self'");
    expect(csp["script-src"]?.slice(1).sort()).toEqual([...new Set(scripts.map(sha256))].sort());
    const styles = inlineStyles(res.body);
    expect(styles).toHaveLength(styleCount);
    expect(styles.includes(ISLAND_STYLES)).toBe(styleCount === 2);
    expect(csp["style-src"]?.[0]).toBe("'self'");
    expect(csp["style-src"]?.slice(1).sort()).toEqual([...new Set(styles.map(sha256))].sort());
  });

  it("sends the other security headers, and no server banner", async () => {
    ctx = await makeTestApp();
    for (const url of ["/", "/healthz", "/favicon.svg"]) {
      const res = await ctx.app.inject({ url });
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["permissions-policy"]).toContain("geolocation=()");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
    const json = await ctx.app.inject({ url: "/healthz" });
    expect(json.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  it("a URL the router cannot decode gets a 400 with every security header too", async () => {
    ctx = await makeTestApp({ PUBLIC_ORIGIN: "https://www.example.com" });
    const page = await ctx.app.inject({ url: "/healthz" });
    for (const url of ["/%", "/api/%zz", "/about/%E0%A4%A"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringContaining("This address is not valid") as string });
      for (const header of [
        "content-security-policy",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "strict-transport-security",
      ]) {
        expect(res.headers[header], `${url} ${header}`).toBe(page.headers[header]);
      }
    }
  });

  it("sends HSTS when the public origin is https", async () => {
    ctx = await makeTestApp({ PUBLIC_ORIGIN: "https://www.example.com" });
    const res = await ctx.app.inject({ url: "/" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
