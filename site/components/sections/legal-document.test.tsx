import { describe, expect, it } from "vitest";
import { legalSections } from "./legal-document";

// A legal page's links lead to a page of this site, a section, an https:// address, or an e-mail
// address or phone number: nothing else (data:, javascript:, plain http) is built.

const body = (href: string) => `## Contact {% #contact %}\n\nWrite to us [here](${href}).\n`;

describe("a legal page's links", () => {
  it.each(["/privacy-policy", "#contact", "https://www.example.com/a", "mailto:hello@example.com", "tel:+15550100199"])(
    "keeps %s",
    (href) => {
      expect(legalSections(body(href))).toHaveLength(1);
    },
  );

  // Markdoc's parser leaves javascript: and data: as text; the others are refused, the line named.
  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "http://www.example.com", "//evil.example/x"])(
    "never makes %s a link",
    (href) => {
      let sections;
      try {
        sections = legalSections(body(href));
      } catch (error) {
        expect(String(error)).toMatch(/Markdoc: line \d+-\d+: the link .* https:\/\//);
        return;
      }
      const links = sections.flatMap((section) =>
        section.nodes.flatMap((node) => [...node.walk()].filter((child) => child.type === "link")),
      );
      expect(links).toEqual([]);
    },
  );
});
