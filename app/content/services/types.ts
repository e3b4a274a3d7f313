// Shapes of the nine service pages' content (spec §2). Sections receive these through props.

import type { LucideIcon } from "lucide-react";
import type { Feature, ProcessStep, Stat } from "../types";

/**
 * A call to action, already resolved to its target by the content module:
 * internal route, external site (new tab), phone (tel:) or an anchor on the same page.
 */
export interface Action {
  readonly label: string;
  readonly href: string;
  readonly kind: "internal" | "external" | "phone" | "anchor";
}

export interface PageMetaContent {
  readonly title: string;
  /** At most 160 characters. */
  readonly description: string;
  readonly path: `/${string}`;
}

export interface HeroContent {
  readonly title: string;
  readonly intro: string;
  readonly eyebrow?: string;
  readonly actions: readonly Action[];
}

/**
 * What a service page's route renders eagerly: its meta and its hero (`<page>-top.ts`). The
 * sections below the hero live in the page's own module, imported only by the page's island.
 */
export interface ServicePageTop {
  readonly meta: PageMetaContent;
  readonly hero: HeroContent;
}

/** The heading block of a section; `id` is also the in-page anchor. */
export interface SectionIntro {
  readonly id: string;
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string;
}

export interface FeatureSection extends SectionIntro {
  readonly items: readonly Feature[];
  /** Title above each card's benefit list, e.g. "Key benefits". */
  readonly benefitsLabel?: string;
  /** Name of the carousel region, when the cards are a carousel on small screens. */
  readonly carouselLabel?: string;
}

export interface StepSection extends SectionIntro {
  readonly steps: readonly ProcessStep[];
  /** Name of the carousel region, when the steps are a carousel on small screens. */
  readonly carouselLabel?: string;
}

export interface ListItem {
  readonly title: string;
  readonly description?: string;
}

export interface ListSection extends SectionIntro {
  readonly items: readonly ListItem[];
  readonly icon: LucideIcon;
}

export interface TechGroup {
  readonly name: string;
  readonly icon: LucideIcon;
  readonly items: readonly string[];
}

export interface TechSection extends SectionIntro {
  readonly groups: readonly TechGroup[];
}

export interface StatSection extends SectionIntro {
  readonly stats: readonly Stat[];
}

export interface CtaContent {
  readonly title: string;
  readonly text?: string;
  readonly note?: string;
  readonly actions: readonly Action[];
}
