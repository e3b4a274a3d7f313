import type { SiteChange } from "../../common/admin-api";
import type { ContentChange } from "../../common/content/manifest";
import { keystaticConfig } from "../../common/content/editor-config";

// A content file named as the editor names it: "pages/home.yaml" is the "Home page", with a link
// to it in the editor; "services/agile.yaml" and its picture under images/services/agile/ are the
// service page "agile". The inbox lists what was saved and not yet published this way.

const singletons = Object.entries(keystaticConfig.singletons ?? {}).map(([key, singleton]) => ({
  path: singleton.path!.replace(/^content\//, ""),
  label: singleton.label,
  href: `/keystatic/singleton/${key}`,
}));

const collections = Object.entries(keystaticConfig.collections ?? {}).map(([key, collection]) => ({
  /** "services": the folder of its entries, and of their pictures under images/. */
  folder: collection.path!.replace(/^content\//, "").replace(/\/\*$/, ""),
  label: collection.label,
  key,
}));

const withoutExtension = (file: string) => file.replace(/\.[^./]+$/, "");

/** The editor's name for a content file ("pages/home.yaml" → "Home page"), and where it opens it. */
export function entryOf(file: string): { entry: string; href?: string } {
  const singleton = singletons.find((entry) => entry.path === withoutExtension(file));
  if (singleton) return { entry: singleton.label, href: singleton.href };
  for (const { folder, label, key } of collections) {
    const entry = new RegExp(`^(images/)?${folder}/([^/]+?)(\\.[^./]+)?(/.*)?$`).exec(file);
    if (!entry) continue;
    const slug = entry[2]!;
    return {
      entry: `${label}: ${slug}${entry[1] ? " (picture)" : ""}`,
      href: `/keystatic/collection/${key}/item/${encodeURIComponent(slug)}`,
    };
  }
  return { entry: file };
}

export function siteChange({ file, change }: ContentChange): SiteChange {
  const { entry, href } = entryOf(file);
  // A deleted entry has no page in the editor.
  return { file, change, entry, ...(href && change !== "removed" ? { href } : {}) };
}
