import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { StepCarousel } from "../components/sections/step-carousel";
import { projectManagementPage as content } from "../content/services/project-management";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
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
