import { island } from "../components/island";
import { ServiceHero } from "../components/sections/service-hero";
import { webAppTop as content } from "../content/services/web-app-top";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

// Below the hero: features, stack, security and the closing call to action (hydrated when reached).
const Sections = island(() => import("../pages/web-app-sections"));

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <Sections />
    </>
  );
}
