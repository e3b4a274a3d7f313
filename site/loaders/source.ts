import type { Data, PageName } from "../../common/content/schemas";

/** Collections holding one file. */
export type SingletonName = "settings" | "faq" | "caseStudies" | PageName;

/** Collections holding many files. */
export type ManyName = "services" | "legal";

export interface Entry<Name extends ManyName> {
  readonly id: string;
  readonly data: Data<Name>;
  /** A Markdoc file's text below its front matter. */
  readonly body?: string;
}

/**
 * Where validated content comes from: Astro's content collections when the site is built
 * (./collections.ts), the files read directly in tests and scripts (./read.ts). Both validate
 * every file with the same schemas (./schemas.ts).
 */
export interface ContentSource {
  one<Name extends SingletonName>(name: Name): Promise<Data<Name>>;
  all<Name extends ManyName>(name: Name): Promise<readonly Entry<Name>[]>;
}
