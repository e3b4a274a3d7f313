import { Link } from "react-router";
import { CaseStudyGrid } from "../components/sections/case-study-grid";
import { CtaBand } from "../components/sections/cta-band";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { buttonStyles } from "../components/ui/button-styles";
import {
  caseStudies,
  caseStudiesCopy,
  caseStudiesCta,
  caseStudiesHero,
  caseStudyFilters,
} from "../content/case-studies";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Case Studies",
    description:
      "Examples of our work in retail, supply chains and financial services, with the results each client saw.",
    path: "/case-studies",
  });

export default function Page() {
  return (
    <>
      <PageHero title={caseStudiesHero.title} intro={caseStudiesHero.intro} />
      <PageSection labelledBy="work-heading" flushTop>
        <h2 id="work-heading" className="sr-only">
          {caseStudiesCopy.gridTitle}
        </h2>
        <CaseStudyGrid
          studies={caseStudies}
          filters={caseStudyFilters}
          filterLabel={caseStudiesCopy.filterLabel}
          resultsLabel={caseStudiesCopy.resultsLabel}
          empty={caseStudiesCopy.empty}
        />
      </PageSection>
      <CtaBand title={caseStudiesCta.title} text={caseStudiesCta.text}>
        <Link to="/contact" className={buttonStyles.onDark}>
          {caseStudiesCta.primary}
        </Link>
        <Link to="/about" className={buttonStyles.outlineOnDark}>
          {caseStudiesCta.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
