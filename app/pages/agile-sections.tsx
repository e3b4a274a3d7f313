import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { agilePage as content } from "../content/services/agile";

/** The Agile Coaching page below the hero (an island: app/components/island.tsx). */
export default function AgileSections() {
  return (
    <>
      <ContentSection intro={content.frameworks}>
        <FeatureCarousel
          label={content.frameworks.carouselLabel}
          features={content.frameworks.items}
          benefitsLabel={content.frameworks.benefitsLabel}
        />
      </ContentSection>
      <ContentSection intro={content.process} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
