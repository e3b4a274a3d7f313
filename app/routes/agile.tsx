import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { agilePage as content } from "../content/services/agile";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
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
