import CaseStudiesSections from "./sections.island";
import { Island } from "../../islands/island";
import { CaseStudyGrid } from "../../components/sections/case-study-grid";
import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { caseStudies, caseStudiesCopy, caseStudyFilters } from "../../content/case-studies";
import { pageMeta } from "../../lib/meta";

// Below the grid: the call to action (hydrated when reached). The filters above stay eager.

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

export default function Page() {
  return (
    <>
      <PageHero title={caseStudiesHero.title} intro={caseStudiesHero.intro} />
      <Section heading={{ title: caseStudiesCopy.gridTitle }} headingId="work-heading" hideHeading flushTop>
        <CaseStudyGrid
          studies={caseStudies}
          filters={caseStudyFilters}
          filterLabel={caseStudiesCopy.filterLabel}
          resultsLabel={caseStudiesCopy.resultsLabel}
          empty={caseStudiesCopy.empty}
        />
      </Section>
      <Island component={CaseStudiesSections} />
    </>
  );
}
