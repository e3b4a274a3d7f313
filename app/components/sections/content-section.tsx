import type { ReactNode } from "react";
import type { SectionIntro } from "../../content/services/types";
import { Container } from "../ui/container";
import { SectionHeading } from "./section-heading";

interface ContentSectionProps {
  intro: SectionIntro;
  /** Alternating backgrounds separate the sections of a long page. */
  tone?: "white" | "muted";
  align?: "left" | "center";
  children: ReactNode;
}

/** A page section: its h2 heading block (also the section's name and anchor) and its content. */
export function ContentSection({ intro, tone = "white", align = "center", children }: ContentSectionProps) {
  const headingId = `${intro.id}-heading`;
  return (
    <section
      id={intro.id}
      aria-labelledby={headingId}
      className={tone === "muted" ? "bg-slate-50 py-16 sm:py-20" : "bg-white py-16 sm:py-20"}
    >
      <Container>
        <SectionHeading id={headingId} eyebrow={intro.eyebrow} title={intro.title} intro={intro.intro} align={align} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </Container>
    </section>
  );
}
