import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { softwarePage as content } from "../content/services/software";

/** The Software Development page below the hero (an island: app/components/island.tsx). */
export default function SoftwareSections() {
  return (
    <>
      <ContentSection intro={content.services}>
        <FeatureCards features={content.services.items} />
      </ContentSection>
      <ContentSection intro={content.process} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </ContentSection>
      <ContentSection intro={content.security}>
        <CheckList items={content.security.items} icon={content.security.icon} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
