import { prerenderedPages as pagesOfBuild } from "../../server/site/site-files";

/** URL of every prerendered page in the build, except the 404 page. */
export function prerenderedPages(): string[] {
  return pagesOfBuild()
    .map((page) => page.url)
    .filter((url) => url !== "/404");
}
