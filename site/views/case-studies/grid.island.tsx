import { island } from "../../islands/island";
import { CaseStudyGrid } from "../../components/sections/case-study-grid";
import { caseStudies, caseStudiesCopy, caseStudyFilters } from "../../content/case-studies";

/** The studies and their industry filters: an island (site/islands/island.tsx), live on the first screen. */
function CaseStudies() {
  return (
    <CaseStudyGrid
      studies={caseStudies}
      filters={caseStudyFilters}
      filterLabel={caseStudiesCopy.filterLabel}
      resultsLabel={caseStudiesCopy.resultsLabel}
      empty={caseStudiesCopy.empty}
    />
  );
}

export default island(CaseStudies);
