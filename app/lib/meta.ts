import { site } from "../content/site";

/** Title and description of a page, for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
