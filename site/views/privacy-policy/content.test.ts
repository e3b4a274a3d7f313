import { describe, expect, it } from "vitest";
import { legalSections } from "../../components/sections/legal-document";
import { loadLegal } from "../../loaders/pages";
import { RETENTION_MONTHS } from "../../../common/content/placeholders";
import { fileSource } from "../../loaders/read";

// content/legal/privacy-policy.mdoc, its placeholders filled from content/settings.yaml.
const { settings: site, body } = await loadLegal(fileSource(), "privacy-policy");
const sections = legalSections(body);

const unique = (values: readonly string[]) => new Set(values).size === values.length;
/** A section's text: its paragraphs and list items, without the Markdown marks. */
const sectionText = (id: string) => {
  const start = body.indexOf(`{% #${id} %}`);
  const end = body.indexOf("\n## ", start);
  return body.slice(start, end === -1 ? undefined : end);
};
const text = body.replace(/\*\*/g, "");

describe("privacy policy", () => {
  it("has unique section ids", () => {
    expect(unique(sections.map((section) => section.id))).toBe(true);
  });

  it("names what each form stores, retention, opt-in, no cookies and deletion", () => {
    const policy = text;
    expect(policy).toMatch(/Contact form:.*name, e-mail address, subject and message/);
    expect(policy).toMatch(/Newsletter sign-up:.*name, e-mail address and the subscription's status/);
    expect(policy).toMatch(/Service request:.*name, e-mail address, the service you chose and your message/);
    expect(policy).toMatch(
      /Assessment request:.*full name, e-mail address, company, team size, the challenges and goals you describe, and the service/,
    );
    expect(RETENTION_MONTHS).toBe(24);
    expect(policy).toContain("24 months");
    expect(policy).toMatch(/notified by e-mail/);
    expect(policy).toMatch(/confirmation link/);
    expect(policy).toMatch(/unsubscribe link that works with one click/);
    expect(policy).toMatch(/sets no cookies/);
    expect(policy).toMatch(/do not store IP addresses/);
    expect(sectionText("your-rights")).toContain(`(mailto:${site.email})`);
  });
});
