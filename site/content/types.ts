// Shapes of the typed content in site/content.
// Sections receive these through props; only routes and the layout import content modules.

import type { LucideIcon } from "lucide-react";
import type { FounderIdentity } from "./site";

export interface ImageRef {
  /** Path under public/, e.g. "/images/services/it-consulting.svg". */
  readonly src: string;
  /** Empty for a decorative image. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** One of the nine services: a home-page card and the service's own route. */
export interface ServiceSummary {
  readonly slug: string;
  readonly path: `/${string}`;
  readonly title: string;
  /** Card text, at most 160 characters. */
  readonly description: string;
  readonly icon: LucideIcon;
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
  readonly icon?: LucideIcon;
  readonly benefits?: readonly string[];
}

export interface Industry {
  readonly name: string;
  readonly description: string;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface CaseStudy {
  readonly slug: string;
  readonly title: string;
  readonly category: "Retail" | "Manufacturing" | "Financial Services" | "Technology";
  readonly excerpt: string;
  readonly results: readonly string[];
}

/** A founder's card: name and role from the site config, with their profile. */
export interface Founder extends FounderIdentity {
  readonly quote: string;
  readonly story: string;
  readonly funFact: string;
  readonly contributions: readonly string[];
}

export interface LegalItem {
  /** Bold lead-in, e.g. the name of a form. */
  readonly term?: string;
  readonly text: string;
}

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly LegalItem[];
  /** A closing sentence ending in a link, e.g. the e-mail address to write to. */
  readonly link?: { readonly text: string; readonly label: string; readonly href: string };
}

export interface LegalDocument {
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}
