import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ServiceCta } from "../components/sections/service-cta";
import { TechStack } from "../components/sections/tech-stack";
import { webAppPage as content } from "../content/services/web-app";

/** The Web & App Development page below the hero (an island: app/components/island.tsx). */
export default function WebAppSections() {
  return (
    <>
      <ContentSection intro={content.features}>
        <FeatureCarousel
          label={content.features.carouselLabel}
          features={content.features.items}
          benefitsLabel={content.features.benefitsLabel}
        />
      </ContentSection>
      <ContentSection intro={content.stack} tone="muted">
        <TechStack groups={content.stack.groups} />
      </ContentSection>
      <ContentSection intro={content.security}>
        <CheckList items={content.security.items} icon={content.security.icon} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
