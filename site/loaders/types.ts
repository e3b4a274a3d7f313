// Shapes of the content the views and components render, as the loaders (./pages.ts) hand it
// over: read from content/ and validated (./schemas.ts), placeholders filled, links resolved.
// Icons are named (site/components/icons.ts); components look them up.

import type { FounderIdentity } from "../../common/settings";
import type { IconName } from "../../common/content/icon-names";
import type { BuiltImage, CASE_STUDY_CATEGORIES } from "../../common/content/schemas";

export type { IconName };

/** A picture of content/images/ as the build made it (its URL and size), with what it shows. */
export interface ImageRef extends Readonly<BuiltImage> {
  /** Required in content (the schema's `imageAlt`). */
  readonly alt: string;
}

/** One of the services: a home-page card and the service's own route. */
export interface ServiceSummary {
  readonly slug: string;
  readonly path: `/${string}`;
  readonly title: string;
  /** Card text, at most 160 characters. */
  readonly description: string;
  readonly icon: IconName;
  readonly image: ImageRef;
}

export interface ProcessStep {
  readonly step: number;
  readonly title: string;
  readonly description: string;
  /** e.g. "1-2 weeks", "Week 3", "Ongoing". */
  readonly duration?: string;
}

export interface Feature {
  readonly title: string;
  readonly description: string;
  readonly icon?: IconName;
  readonly benefits?: readonly string[];
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface Faq {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];
export type CaseStudyFilter = "All Industries" | CaseStudyCategory;

export interface CaseStudy {
  readonly slug: string;
  readonly title: string;
  readonly category: CaseStudyCategory;
  /** Who the client was, anonymised. */
  readonly client: string;
  readonly excerpt: string;
  readonly results: readonly string[];
}

/** A founder's card: name and role from the settings, with their profile. */
export interface Founder extends FounderIdentity {
  readonly quote: string;
  readonly story: string;
  readonly funFact: string;
  readonly contributions: readonly string[];
}

/** A link of the navigation or a page's buttons. */
export interface Link {
  readonly label: string;
  readonly href: string;
}
