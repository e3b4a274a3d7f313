import { DomUtils, parseDocument } from "htmlparser2";

// Built pages and e-mails read as a browser or a crawler reads them: parsed by htmlparser2 (as
// build-steps/check-links.ts does), never matched with regular expressions.

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];

/** An HTML page (or, with xml, a sitemap) as a document tree. */
export const parseHtml = (markup: string, { xml = false } = {}): HtmlDocument =>
  parseDocument(markup, { xmlMode: xml });

/** Every `tag` element whose attributes equal the given ones, in document order. */
export function elements(document: HtmlDocument, tag: string, attributes: Record<string, string> = {}): HtmlElement[] {
  return DomUtils.findAll(
    (element) =>
      element.name === tag && Object.entries(attributes).every(([name, value]) => element.attribs[name] === value),
    document.children,
  );
}

/** The attribute `name` of the first matching element. */
export const attribute = (
  document: HtmlDocument,
  tag: string,
  attributes: Record<string, string>,
  name: string,
): string | undefined => elements(document, tag, attributes)[0]?.attribs[name];

/** The text of an element (or of a whole document), tags dropped and entities decoded. */
export const textOf = (node: HtmlElement | HtmlDocument | undefined): string =>
  node ? DomUtils.textContent(node) : "";
