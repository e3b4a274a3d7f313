import { island } from "../components/island";
import { ServiceHero } from "../components/sections/service-hero";
import { hrSolutionsTop as content } from "../content/services/hr-solutions-top";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

// Below the hero: challenges, solutions, results and the closing call to action (hydrated when reached).
const Sections = island(() => import("../pages/hr-solutions-sections"));

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <Sections />
    </>
  );
}
