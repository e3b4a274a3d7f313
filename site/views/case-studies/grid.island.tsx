import { island } from "../../islands/island";
import { CaseStudyGrid } from "../../components/sections/case-study-grid";

/** The studies and their industry filters: an island (site/islands/island.tsx), live on the first screen. */
export default island(CaseStudyGrid);
