import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { managementConsultingPage as content } from "../content/services/management-consulting";

/** The Management Consulting page below the hero (an island: app/components/island.tsx). */
export default function ManagementConsultingSections() {
  return (
    <>
      <ContentSection intro={content.pillars}>
        <FeatureCards features={content.pillars.items} />
      </ContentSection>
      <ContentSection intro={content.approach} tone="muted">
        <ProcessSteps steps={content.approach.steps} />
      </ContentSection>
      <ContentSection intro={content.whyUs}>
        <CheckList items={content.whyUs.items} icon={content.whyUs.icon} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
