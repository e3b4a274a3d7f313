import type { ReactNode } from "react";
import { SectionHeading, type SectionHeadingCopy } from "./section-heading";

/**
 * How the section is named for assistive technology: by its h2 (visible, or read only by screen
 * readers when the content names itself on screen), or by a label when it has no heading.
 */
type SectionName =
  | { heading: SectionHeadingCopy; headingId: string; hideHeading?: boolean; label?: never }
  | { label: string; heading?: never; headingId?: never; hideHeading?: never };

type SectionProps = SectionName & {
  /** Anchor of the section, for in-page links. */
  id?: string;
  /** "muted" alternates the background between the sections of a page. */
  tone?: "plain" | "muted";
  /** "narrow" lines up with PageHero's content; "wide" for dense grids (the home and service pages). */
  width?: "narrow" | "wide";
  /** Alignment of the heading block. */
  align?: "left" | "center";
  /** No top padding: for the section that directly follows the hero. */
  flushTop?: boolean;
  children?: ReactNode;
};

/** A band of a page: background, vertical rhythm, content width, its h2 heading block and its content. */
export function Section({
  id,
  heading,
  headingId,
  hideHeading = false,
  label,
  tone = "plain",
  width = "narrow",
  align = "center",
  flushTop = false,
  children,
}: SectionProps) {
  const visibleHeading = heading && !hideHeading;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-label={label}
      className={`${flushTop ? "pb-16 sm:pb-20" : "py-16 sm:py-20"}${tone === "muted" ? " bg-slate-50" : ""}`}
    >
      <div className={`mx-auto ${width === "narrow" ? "max-w-5xl" : "max-w-7xl"} px-4 sm:px-6 lg:px-8`}>
        {heading && hideHeading ? (
          <h2 id={headingId} className="sr-only">
            {heading.title}
          </h2>
        ) : null}
        {visibleHeading ? (
          <SectionHeading
            id={headingId}
            eyebrow={heading.eyebrow}
            title={heading.title}
            intro={heading.intro}
            align={align}
          />
        ) : null}
        {visibleHeading && children ? <div className="mt-10 sm:mt-12">{children}</div> : children}
      </div>
    </section>
  );
}
