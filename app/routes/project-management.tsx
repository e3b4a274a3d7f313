import { island } from "../components/island";
import { ServiceHero } from "../components/sections/service-hero";
import { projectManagementTop as content } from "../content/services/project-management-top";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

// Below the hero: oversight, approach and the closing call to action (hydrated when reached).
const Sections = island(() => import("../pages/project-management-sections"));

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <Sections />
    </>
  );
}
