import type { SiteSettings } from "../../common/settings";
import { absoluteUrl } from "./absolute-url";
import { breadcrumbJsonLd } from "./structured-data";

export interface PageMetaInput {
  title: string;
  /** At most 160 characters. */
  description: string;
  /** The page's path, e.g. "/about" (encoded where needed): canonical URL and og:url. */
  path: string;
  /** schema.org objects for this page, rendered as JSON-LD (inner pages also get a BreadcrumbList). */
  jsonLd?: readonly object[];
  /** Pages that must stay out of search results (outcome pages, 404). */
  noindex?: boolean;
  /** The firm's name (content/settings.yaml): in titles and link previews. */
  settings: Pick<SiteSettings, "name">;
}

/** One tag of a page's <head>, rendered by site/layouts/Layout.astro. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

const OG_IMAGE = { path: "/og-image.jpg", width: "1200", height: "630" };

/** Title, description, canonical URL, Open Graph / Twitter card and JSON-LD of a page. */
export function pageMeta({
  title,
  description,
  path,
  jsonLd = [],
  noindex = false,
  settings,
}: PageMetaInput): MetaTag[] {
  const site = settings;
  const fullTitle = path === "/" ? title : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(OG_IMAGE.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: OG_IMAGE.width },
    { property: "og:image:height", content: OG_IMAGE.height },
    { property: "og:image:alt", content: `${site.name}: strategic consulting and agile transformation` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...[...jsonLd, ...(path === "/" || noindex ? [] : [breadcrumbJsonLd(title, path)])].map((data) => ({
      "script:ld+json": data,
    })),
  ];
}
