import type { ReactNode } from "react";
import { CaseStudiesCta } from "./sections";
import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { caseStudiesCopy } from "../../content/case-studies";
import { pageMeta } from "../../meta/page-meta";

export const meta = () =>
  pageMeta({
    title: "Case Studies",
    description:
      "Examples of our work in retail, supply chains and financial services, with the results each client saw.",
    path: "/case-studies",
  });

const caseStudiesHero = {
  title: "Case Studies",
  intro:
    "Selected engagements in retail digital transformation, AI supply chain optimization and fintech compliance: what we did and what changed for each client. Clients are anonymised at their request.",
} as const;

export default function Page({ caseStudies }: { caseStudies: ReactNode }) {
  return (
    <>
      <PageHero title={caseStudiesHero.title} intro={caseStudiesHero.intro} />
      <Section heading={{ title: caseStudiesCopy.gridTitle }} headingId="work-heading" hideHeading flushTop>
        {caseStudies}
      </Section>
      <CaseStudiesCta />
    </>
  );
}
