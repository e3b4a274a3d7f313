import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { itConsultingPage as content } from "../content/services/it-consulting";

/** The IT Consulting page below the hero (an island: app/components/island.tsx). */
export default function ItConsultingSections() {
  return (
    <>
      <ContentSection intro={content.services}>
        <FeatureCards features={content.services.items} />
      </ContentSection>
      <ContentSection intro={content.approach} tone="muted">
        <ProcessSteps steps={content.approach.steps} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
