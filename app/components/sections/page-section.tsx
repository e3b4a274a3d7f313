import type { ReactNode } from "react";

interface PageSectionProps {
  children: ReactNode;
  /** Id of the heading that names the section. */
  labelledBy?: string;
  /** Accessible name when the section has no visible heading of its own. */
  label?: string;
  id?: string;
  /** "muted" alternates the background between sections. */
  tone?: "plain" | "muted";
  /** "narrow" lines up with PageHero's content; "wide" for the home page's dense grids. */
  width?: "narrow" | "wide";
  /** No top padding: for the section that directly follows the hero. */
  flushTop?: boolean;
}

/** A band of an inner page: background, vertical rhythm and the page's content width. */
export function PageSection({
  children,
  labelledBy,
  label,
  id,
  tone = "plain",
  width = "narrow",
  flushTop = false,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={`${tone === "muted" ? "bg-slate-50" : ""} ${flushTop ? "pb-16 sm:pb-20" : "py-16 sm:py-20"}`}
    >
      <div className={`mx-auto ${width === "narrow" ? "max-w-5xl" : "max-w-7xl"} px-4 sm:px-6 lg:px-8`}>{children}</div>
    </section>
  );
}
