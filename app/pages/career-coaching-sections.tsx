import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { careerCoachingPage as content } from "../content/services/career-coaching";

/** The Career Coaching page below the hero (an island: app/components/island.tsx). */
export default function CareerCoachingSections() {
  return (
    <>
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
