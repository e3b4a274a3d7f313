import { island } from "../components/island";
import { ServiceHero } from "../components/sections/service-hero";
import { agileTop as content } from "../content/services/agile-top";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

// Below the hero: frameworks, process and the closing call to action (hydrated when reached).
const Sections = island(() => import("../pages/agile-sections"));

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <Sections />
    </>
  );
}
