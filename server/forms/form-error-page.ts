import { gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import { Parser } from "htmlparser2";
import { FORM_ERROR_REASONS, OUTCOME_PAGES, type FormErrorReason } from "../../common/api";
import { FORM_ERROR_DETAILS, namedFields, refusedMessage } from "../../common/forms/form-error-details";
import type { LiveSite } from "../publishing/live-site";

// The page a refused no-JavaScript post lands on (/form-error?reason=invalid&fields=email, from
// server/http/answers.ts) says why without a script: the prerendered page carries every reason's
// text hidden in a <noscript> and an empty list (site/views/form-error/view.tsx); this shows the
// reason in the URL and names each field at fault with the message for it (common/forms/
// form-error-details.ts). Only a known reason and declared fields change the page, in the words
// of the content and the declarations: nothing from the URL is written into it. Without a known
// reason the page is served as built (server/site/static-site.ts serves the rest).

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const isReason = (value: unknown): value is FormErrorReason =>
  (FORM_ERROR_REASONS as readonly unknown[]).includes(value);

/** Where the parts to fill are, as the page parses: [start, end) offsets into the HTML. */
interface Marks {
  /** The start tag of the reason's hidden paragraph, and its attributes. */
  reason?: { start: number; end: number; attributes: Record<string, string> };
  /** Just after the start tag of the (empty) list of fields. */
  listContent?: number;
}

function marksOf(html: string, reason: FormErrorReason): Marks {
  const { reasonAttribute, listAttribute } = FORM_ERROR_DETAILS;
  const marks: Marks = {};
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "p" && attributes[reasonAttribute] === reason && attributes.hidden !== undefined)
        marks.reason ??= { start: parser.startIndex, end: parser.endIndex + 1, attributes };
      if (name === "ul" && attributes[listAttribute] !== undefined) marks.listContent ??= parser.endIndex + 1;
    },
  });
  parser.write(html);
  parser.end();
  return marks;
}

/** A start tag from its name and attributes (an empty value written as the bare name). */
const startTag = (name: string, attributes: Record<string, string>) =>
  `<${[name, ...Object.entries(attributes).map(([key, value]) => (value === "" ? key : `${key}="${escapeHtml(value)}"`))].join(" ")}>`;

/** The prerendered page with the reason shown and the fields named; the same page for an unknown reason. */
export function fillFormErrorPage(html: string, reason: unknown, fields: unknown): string {
  if (!isReason(reason)) return html;
  const marks = marksOf(html, reason);
  const named = reason === "invalid" ? namedFields(typeof fields === "string" ? fields : undefined) : [];
  // Edits from the end backwards, so the offsets before each stay true.
  const edits: { start: number; end: number; text: string }[] = [];
  if (marks.reason) {
    const { hidden: _shown, ...attributes } = marks.reason.attributes;
    edits.push({ start: marks.reason.start, end: marks.reason.end, text: startTag("p", attributes) });
  }
  if (named.length > 0 && marks.listContent !== undefined) {
    const items = named.map((field) => `<li>${escapeHtml(field.label)}: ${escapeHtml(refusedMessage(field))}</li>`);
    edits.push({ start: marks.listContent, end: marks.listContent, text: items.join("") });
  }
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
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
    if (negotiate(String(request.headers["accept-encoding"] ?? ""), ["gzip", "identity"]) === "gzip")
      return reply.header("content-encoding", "gzip").send(gzipSync(html));
    return reply.send(html);
  });
}
