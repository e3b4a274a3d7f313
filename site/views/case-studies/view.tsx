import type { ReactNode } from "react";
import { CtaBand } from "../../components/sections/cta-band";
import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { buttonStyles } from "../../components/ui/button-styles";
import type { loadCaseStudiesPage } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";

// Copy: content/pages/case-studies.yaml, the studies content/case-study-list.yaml (the grid, an
// island rendered by site/pages/case-studies.astro). The page renders the hero on its own, before
// the rest: Astro writes its island runtime before the first component that holds an island
// (docs/decisions/024).

export type CaseStudiesProps = Awaited<ReturnType<typeof loadCaseStudiesPage>>;

export const meta = ({ content, settings }: CaseStudiesProps) =>
  pageMeta({ ...content.meta, path: "/case-studies", settings });

export function Hero({ content: { hero } }: CaseStudiesProps) {
  return <PageHero title={hero.title} intro={hero.intro} />;
}

/** Everything below the hero, with the grid's island the page renders. */
export default function Page({ content, caseStudies }: CaseStudiesProps & { caseStudies: ReactNode }) {
  const { cta } = content;
  return (
    <>
      <Section heading={{ title: content.gridTitle }} headingId="work-heading" hideHeading flushTop>
        {caseStudies}
      </Section>
      <CtaBand title={cta.title} text={cta.text}>
        <a href="/contact" className={buttonStyles.onDark}>
          {cta.primary}
        </a>
        <a href="/about" className={buttonStyles.outlineOnDark}>
          {cta.secondary}
        </a>
      </CtaBand>
    </>
  );
}
