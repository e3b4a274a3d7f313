// Words in content that come from the site settings or from the server's behaviour: a content
// file writes `{consultationMinutes}` and the page shows 30. A name not listed here is a schema
// error (common/content/schemas/blocks.ts).

/** Submissions are deleted this many months after they were made (the server's purge: RETENTION_DAYS, 730). */
export const RETENTION_MONTHS = 24;

/** Raw visit counts are kept this many days (the server's ANALYTICS_RAW_DAYS default). */
export { ANALYTICS_RAW_DAYS_DEFAULT as ANALYTICS_RAW_DAYS } from "../analytics";

export const PLACEHOLDERS = [
  "siteName",
  "email",
  "phoneDisplay",
  "consultationMinutes",
  "retentionMonths",
  "analyticsRawDays",
  /** The assessment pages only: the service the assessment is for. */
  "service",
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string | number>>;

const TOKEN = /\{([A-Za-z]+)\}/g;

/** The `{names}` in a text that are not placeholders. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((match) => match[1] ?? "")
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** The text with each placeholder that has a value replaced by it; the others left as they are. */
export function fill(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (token, name: string) => {
    const value = values[name as Placeholder];
    return value === undefined ? token : String(value);
  });
}

/** Every string inside `value` (objects and arrays, at any depth) filled. */
export function fillAll<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, values)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  return value;
}
