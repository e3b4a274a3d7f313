import { defineMiddleware } from "astro:middleware";
import { afterPaintScript, holderScript } from "./islands/holder-script";
import { placeScripts } from "./islands/place-scripts";

// Every page as rendered (at build time: the pages are prerendered): its inline scripts placed
// after the content they serve (site/islands/place-scripts.ts, docs/decisions/027). The headers
// (the Content-Security-Policy with every script's hash) are the page's own.
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = placeScripts(await response.text(), { holder: holderScript, afterPaint: afterPaintScript });
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
