import { island } from "../components/island";
import { ServiceHero } from "../components/sections/service-hero";
import { researchConsultingTop as content } from "../content/services/research-consulting-top";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

// Below the hero: capabilities, process, case-studies and the closing call to action (hydrated when reached).
const Sections = island(() => import("../pages/research-consulting-sections"));

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <Sections />
    </>
  );
}
