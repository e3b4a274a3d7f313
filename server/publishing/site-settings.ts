import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { describeIssues } from "../../common/describe-issues";
import { identityOf, settingsSchema, type SiteIdentity, type SiteSettings } from "../../common/settings";

// The firm's identity for e-mails (its name, its scheduling page), from the same settings file
// the site is built from: content/settings.yaml, validated by the same schema.

export const SETTINGS_FILE = join("content", "settings.yaml");

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** content/settings.yaml of the checkout the server runs in (its working directory), validated. */
export function readSiteSettings(file: string = join(process.cwd(), SETTINGS_FILE)): SiteSettings {
  const shown = relative(process.cwd(), file);
  let data: unknown;
  try {
    data = parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new SettingsError(`${shown} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = settingsSchema.safeParse(data);
  if (!result.success)
    throw new SettingsError(
      `${shown} does not match its schema:\n${describeIssues(result.error)
        .map((line) => `  - ${line}`)
        .join("\n")}`,
    );
  return result.data;
}

/** The identity in the checkout's settings file (the fallback for a build that records none). */
export function siteIdentity(settings: SiteSettings = readSiteSettings()): SiteIdentity {
  return identityOf(settings);
}
