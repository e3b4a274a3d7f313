import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { readSiteSettings, SETTINGS_FILE } from "./site-settings";

// The server names the firm and links its scheduling page in e-mails from content/settings.yaml,
// the file the site is built from.

const dir = mkdtempSync(join(tmpdir(), "settings-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("site settings", () => {
  it("gives the server the firm's name and scheduling page from content/settings.yaml", () => {
    expect(loadConfig({})).toMatchObject({
      siteName: readSiteSettings().name,
      schedulingUrl: readSiteSettings().schedulingUrl,
    });
    expect(readSiteSettings()).toMatchObject({ name: "Example Consulting", email: "hello@example.com" });
  });

  it("refuses a settings file that does not match its schema, naming the file and the field", () => {
    const file = join(dir, "settings.yaml");
    writeFileSync(file, readFileSync(SETTINGS_FILE, "utf8").replace("hello@example.com", "not an address"));
    expect(() => readSiteSettings(file)).toThrow(/settings\.yaml does not match its schema:\n {2}- email: /);
  });

  it("refuses business hours without working time or with a time zone that does not exist, naming the field", () => {
    const file = join(dir, "hours.yaml");
    const original = readFileSync(SETTINGS_FILE, "utf8");
    const refused = (changed: string, problem: RegExp) => {
      expect(changed).not.toBe(original);
      writeFileSync(file, changed);
      expect(() => readSiteSettings(file)).toThrow(problem);
    };
    refused(
      original.replace(/timeZone: .*/, "timeZone: Europe/Atlantis"),
      /hours\.yaml does not match its schema:\n {2}- businessHours\.timeZone: a time zone that exists/,
    );
    refused(
      original.replace(/workingDays:\n(\s+- \w+\n)+/, "workingDays: []\n"),
      /- businessHours\.workingDays: at least one working day/,
    );
    refused(
      original.replace(/closes: .*/, 'closes: "08:00"'),
      /- businessHours\.closes: the closing time comes after the opening time/,
    );
  });
});
