import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ServiceCta } from "../components/sections/service-cta";
import { StepCarousel } from "../components/sections/step-carousel";
import { projectManagementPage as content } from "../content/services/project-management";

/** The Project Management page below the hero (an island: app/components/island.tsx). */
export default function ProjectManagementSections() {
  return (
    <>
      <ContentSection intro={content.oversight}>
        <FeatureCards features={content.oversight.items} benefitsLabel={content.oversight.benefitsLabel} />
      </ContentSection>
      <ContentSection intro={content.approach} tone="muted">
        <StepCarousel label={content.approach.carouselLabel} steps={content.approach.steps} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
