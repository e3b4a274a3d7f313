import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { TechStack } from "../components/sections/tech-stack";
import { webAppPage as content } from "../content/services/web-app";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
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
