import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { FORM_ERROR_REASONS, OUTCOME_PAGES, type FormErrorReason } from "../../common/api";
import { FORM_ERROR_DETAILS, namedFields, refusedMessage } from "../../common/forms/form-error-details";
import type { LiveSite } from "../publishing/live-site";

// The page a refused no-JavaScript post lands on (/form-error?reason=invalid&fields=email, from
// server/http/answers.ts) says why without a script: the prerendered page carries every reason's
// text hidden in a <noscript> and an empty list (site/views/form-error/view.tsx); this shows the
// reason in the URL and names each field at fault with the message for it (common/forms/
// form-error-details.ts). Only a known reason and declared fields change the page, in the words
// of the content and the declarations: nothing from the URL is written into it. Without a known
// reason the page is served as built (server/plugins/static-site.ts serves the rest).

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const isReason = (value: unknown): value is FormErrorReason =>
  (FORM_ERROR_REASONS as readonly unknown[]).includes(value);

/** The prerendered page with the reason shown and the fields named; the same page for an unknown reason. */
export function fillFormErrorPage(html: string, reason: unknown, fields: unknown): string {
  if (!isReason(reason)) return html;
  const { reasonAttribute, listAttribute } = FORM_ERROR_DETAILS;
  let page = html.replace(
    new RegExp(`(<p [^>]*${reasonAttribute}="${reason}"[^>]*?) hidden(?:="")?`),
    (_tag, start: string) => start,
  );
  const named = reason === "invalid" ? namedFields(typeof fields === "string" ? fields : undefined) : [];
  if (named.length > 0) {
    const items = named.map((field) => `<li>${escapeHtml(field.label)}: ${escapeHtml(refusedMessage(field))}</li>`);
    page = page.replace(new RegExp(`(<ul [^>]*${listAttribute}=""[^>]*>)(</ul>)`), `$1${items.join("")}$2`);
  }
  return page;
}

export interface FormErrorPageOptions {
  live: LiveSite;
}

/** GET /form-error, from the live build's page. */
export default async function formErrorPage(app: FastifyInstance, { live }: FormErrorPageOptions) {
  app.get<{ Querystring: Record<string, unknown> }>(OUTCOME_PAGES.formError, (request, reply) => {
    const page = live.current.pages.get(OUTCOME_PAGES.formError);
    if (!page) return reply.callNotFound();
    const { reason, fields } = request.query;
    const html = fillFormErrorPage(page.body.toString("utf8"), reason, fields);
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding")
      .header("content-security-policy", page.csp);
    if (page.robots) reply.header("x-robots-tag", page.robots);
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")))
      return reply.header("content-encoding", "gzip").send(gzipSync(html));
    return reply.send(html);
  });
}
