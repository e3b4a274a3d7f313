// Shapes of a service page's content as its view renders it: content/services/<slug>.yaml,
// validated (../schemas.ts) and resolved (../pages.ts: the buttons' links, the hero's title).

import type { Feature, IconName, ProcessStep, Stat } from "../types";

/**
 * A call to action, resolved to its target from what the content names:
 * internal route, external site (new tab), phone (tel:) or an anchor on the same page.
 */
export interface Action {
  readonly label: string;
  readonly href: string;
  readonly kind: "internal" | "external" | "phone" | "anchor";
}

export interface HeroContent {
  readonly title: string;
  readonly intro: string;
  readonly eyebrow?: string;
  readonly actions: readonly Action[];
}

/**
 * A service page: its card's title and path, then the sections in order, in alternating tones,
 * below the hero.
 */
export interface ServicePage {
  /** The page's meta description, at most 160 characters (the card has its own text). */
  readonly description: string;
  /** The hero's h1 is the service's title unless the content names another. */
  readonly hero: HeroContent;
  readonly sections: readonly ServiceSection[];
}

export type ServiceSection = FeatureSection | StepSection | ListSection | StatSection | TechSection | CtaSection;

/** The heading block of a section; `id` is also the in-page anchor. */
export interface SectionIntro {
  readonly id: string;
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string;
}

/** Cards with an icon, a text and an optional list of benefits: a grid, or a carousel on small screens. */
export interface FeatureSection extends SectionIntro {
  readonly kind: "features";
  readonly items: readonly Feature[];
  /** Title above each card's benefit list, e.g. "Key benefits". */
  readonly benefitsLabel?: string;
  /** Name of the carousel region, when the cards are a carousel on small screens. */
  readonly carouselLabel?: string;
}

/** Numbered steps of a process: a list, or a carousel on small screens. */
export interface StepSection extends SectionIntro {
  readonly kind: "steps";
  readonly steps: readonly ProcessStep[];
  /** Name of the carousel region, when the steps are a carousel on small screens. */
  readonly carouselLabel?: string;
}

export interface ListItem {
  readonly title: string;
  readonly description?: string;
}

/** Short points, each with the section's icon. */
export interface ListSection extends SectionIntro {
  readonly kind: "checklist";
  readonly items: readonly ListItem[];
  readonly icon: IconName;
  /** "warning" for problems (challenges), "positive" (the default) for benefits and safeguards. */
  readonly tone?: "positive" | "warning";
}

export interface TechGroup {
  readonly name: string;
  readonly icon: IconName;
  readonly items: readonly string[];
}

/** Groups of technologies. */
export interface TechSection extends SectionIntro {
  readonly kind: "tech";
  readonly groups: readonly TechGroup[];
}

/** A few figures. */
export interface StatSection extends SectionIntro {
  readonly kind: "stats";
  readonly stats: readonly Stat[];
}

export interface CtaContent {
  readonly title: string;
  readonly text?: string;
  readonly note?: string;
  readonly actions: readonly Action[];
}

/** The closing call to action, on a dark band. */
export interface CtaSection extends CtaContent {
  readonly kind: "cta";
}
