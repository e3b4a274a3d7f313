import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { careerCoachingPage as content } from "../content/services/career-coaching";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <ContentSection intro={content.audience}>
        <FeatureCards features={content.audience.items} />
      </ContentSection>
      <ContentSection intro={content.framework} tone="muted">
        <ProcessSteps steps={content.framework.steps} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
