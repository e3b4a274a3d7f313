import Markdoc, { type Config, type Node } from "@markdoc/markdoc";
import React, { type ReactNode } from "react";

const linkClass = "font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800";

// A legal page's body is Markdoc (content/legal/<page>.mdoc): each `## Title {% #id %}` opens a
// numbered section; paragraphs, lists (`- **Term:** text`) and links inside it render as below.
const config: Config = {
  nodes: {
    paragraph: { ...Markdoc.nodes.paragraph, render: "Paragraph" },
    list: { ...Markdoc.nodes.list, render: "List" },
    item: { ...Markdoc.nodes.item, render: "Item" },
    strong: { ...Markdoc.nodes.strong, render: "Strong" },
    link: {
      ...Markdoc.nodes.link,
      render: "Link",
      // A page of this site, a section, https, an e-mail address or a phone number: no other scheme.
      validate(node) {
        const href = String(node.attributes.href);
        if (/^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/i.test(href)) return [];
        return [
          {
            id: "link-href",
            level: "error",
            message: `the link "${href}" must lead to a page of this site (/contact), an https:// address, mailto: or tel:`,
          },
        ];
      },
    },
  },
};

const components = {
  Paragraph: ({ children }: { children: ReactNode }) => (
    <p className="mt-4 leading-relaxed text-slate-700">{children}</p>
  ),
  List: ({ children }: { children: ReactNode }) => <ul className="mt-4 space-y-3 text-slate-700">{children}</ul>,
  Item: ({ children }: { children: ReactNode }) => (
    <li className="rounded-xl border border-slate-200 bg-white p-4 leading-relaxed">{children}</li>
  ),
  Strong: ({ children }: { children: ReactNode }) => (
    <strong className="font-semibold text-slate-900">{children}</strong>
  ),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href} className={linkClass}>
      {children}
    </a>
  ),
};

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly nodes: readonly Node[];
}

const textOf = (node: Node) =>
  [...node.walk()]
    .filter((child) => child.type === "text")
    .map((child) => String(child.attributes.content))
    .join("");

/** The sections of a legal page's Markdoc body; a body Markdoc refuses, or a section without an id, throws. */
export function legalSections(body: string): LegalSection[] {
  const ast = Markdoc.parse(body);
  const errors = Markdoc.validate(ast, config).filter((problem) => problem.error.level !== "debug");
  if (errors.length > 0)
    throw new Error(
      `Markdoc: ${errors.map((problem) => `line ${problem.lines.join("-")}: ${problem.error.message}`).join("; ")}`,
    );
  const sections: { id: string; title: string; nodes: Node[] }[] = [];
  for (const node of ast.children) {
    if (node.type === "heading" && node.attributes.level === 2) {
      const id: unknown = node.attributes.id;
      if (typeof id !== "string" || id === "")
        throw new Error(`The section "${textOf(node)}" has no id: write "## ${textOf(node)} {% #its-id %}"`);
      sections.push({ id, title: textOf(node), nodes: [] });
    } else {
      const current = sections.at(-1);
      if (!current) throw new Error("A legal page's body starts with a section heading (## Title {% #id %})");
      current.nodes.push(node);
    }
  }
  return sections;
}

function renderNodes(nodes: readonly Node[]): ReactNode {
  const document = new Markdoc.Ast.Node("document", {}, [...nodes]);
  return Markdoc.renderers.react(Markdoc.transform(document, config), React, { components });
}

/** A legal page's body: a table of contents and numbered sections of plain prose. */
export function LegalDocument({ updated, body }: { updated: string; body: string }) {
  const sections = legalSections(body);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600">Last updated: {updated}</p>
        <nav aria-label="On this page" className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="font-semibold text-slate-900">On this page</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700 marker:text-slate-500">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-0.5 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {renderNodes(section.nodes)}
          </section>
        ))}
      </div>
    </div>
  );
}
