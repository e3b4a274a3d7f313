/** Used for canonical URLs, Open Graph and the sitemap when PUBLIC_ORIGIN is not set at build. */
export const DEFAULT_PUBLIC_ORIGIN = "http://localhost:3000";

/** The site's public origin ("https://www.example.com") from PUBLIC_ORIGIN, without a trailing slash. */
export function resolvePublicOrigin(value: string | undefined): string {
  if (!value?.trim()) return DEFAULT_PUBLIC_ORIGIN;
  const url = new URL(value.trim());
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) URL, not ${value}`);
  }
  return url.origin;
}
