import { site } from "../content/site";

export interface PageMetaInput {
  title: string;
  /** At most 160 characters. */
  description: string;
  /** The page's path, e.g. "/about": canonical URL and og:url (issue 8 completes these). */
  path: string;
}

/** Title and description of a page, for a route's `meta` export. */
export function pageMeta({ title, description }: PageMetaInput) {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
