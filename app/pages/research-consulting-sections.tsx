import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { researchConsultingPage as content } from "../content/services/research-consulting";

/** The Research Consulting page below the hero (an island: app/components/island.tsx). */
export default function ResearchConsultingSections() {
  return (
    <>
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
