import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { privacyPolicy, RETENTION_MONTHS } from "./content";

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const text = (document: typeof privacyPolicy) =>
  document.sections
    .flatMap((section) => [
      ...(section.paragraphs ?? []),
      ...(section.items ?? []).map((item) => `${item.term ?? ""} ${item.text}`),
    ])
    .join("\n");

describe("privacy policy", () => {
  it("has unique section ids", () => {
    expect(unique(privacyPolicy.sections.map((section) => section.id))).toBe(true);
  });

  it("names what each form stores, retention, opt-in, no cookies and deletion", () => {
    const policy = text(privacyPolicy);
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
    expect(privacyPolicy.sections.find((section) => section.id === "your-rights")?.link?.href).toBe(
      `mailto:${site.email}`,
    );
  });
});
