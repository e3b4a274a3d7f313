// The visit a lead came from (docs/analytics.md, decision 020), declared once for the four forms: the
// server stores these columns on every form's row (migration 007); the inbox's lead view,
// the exports and the webhooks read this list. Zod-free, like the declarations.

export interface AttributionColumn {
  /** Its name in the API, webhooks and the inbox (camelCase). */
  readonly name:
    | "landingPage"
    | "referrerHost"
    | "utmSource"
    | "utmMedium"
    | "utmCampaign"
    | "utmTerm"
    | "utmContent"
    | "pagesViewed";
  /** Its column on every form's table, and in the exports. */
  readonly column: string;
  readonly label: string;
}

export const ATTRIBUTION_COLUMNS = [
  { name: "landingPage", column: "landing_page", label: "Landing page" },
  { name: "referrerHost", column: "referrer_host", label: "Referrer" },
  { name: "utmSource", column: "utm_source", label: "UTM source" },
  { name: "utmMedium", column: "utm_medium", label: "UTM medium" },
  { name: "utmCampaign", column: "utm_campaign", label: "UTM campaign" },
  { name: "utmTerm", column: "utm_term", label: "UTM term" },
  { name: "utmContent", column: "utm_content", label: "UTM content" },
  { name: "pagesViewed", column: "pages_viewed", label: "Pages viewed before sending" },
] as const satisfies readonly AttributionColumn[];

/**
 * Where a lead came from: the first page its visitor viewed that day, that view's referrer host
 * and UTM values, and how many pages they viewed before sending. Null when no visit was
 * counted (analytics off, Global Privacy Control, a blocked script, a post without a browser).
 */
export interface Attribution {
  landingPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  pagesViewed: number;
}

/** The attribution of a stored row (its columns), or null when none was recorded. */
export function attributionOfRow(row: Readonly<Record<string, unknown>>): Attribution | null {
  const landing = row.landing_page;
  if (typeof landing !== "string") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    landingPage: landing,
    referrerHost: text(row.referrer_host),
    utmSource: text(row.utm_source),
    utmMedium: text(row.utm_medium),
    utmCampaign: text(row.utm_campaign),
    utmTerm: text(row.utm_term),
    utmContent: text(row.utm_content),
    pagesViewed: Number(row.pages_viewed ?? 0),
  };
}

/** The columns of a row for an attribution (all null when there is none). */
export function attributionColumns(attribution: Attribution | null): Record<string, string | number | null> {
  return Object.fromEntries(
    ATTRIBUTION_COLUMNS.map(({ name, column }) => [column, attribution ? attribution[name] : null]),
  );
}
