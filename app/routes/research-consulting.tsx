import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { researchConsultingPage as content } from "../content/services/research-consulting";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <ContentSection intro={content.capabilities}>
        <FeatureCards features={content.capabilities.items} />
      </ContentSection>
      <ContentSection intro={content.process} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </ContentSection>
      <ContentSection intro={content.caseStudies}>
        <FeatureCards features={content.caseStudies.items} benefitsLabel={content.caseStudies.benefitsLabel} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
