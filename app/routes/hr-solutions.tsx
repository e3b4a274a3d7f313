import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ResultsStats } from "../components/sections/results-stats";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { hrSolutionsPage as content } from "../content/services/hr-solutions";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <ContentSection intro={content.challenges}>
        <CheckList items={content.challenges.items} icon={content.challenges.icon} tone="warning" />
      </ContentSection>
      <ContentSection intro={content.solutions} tone="muted">
        <FeatureCarousel
          label={content.solutions.carouselLabel}
          features={content.solutions.items}
          benefitsLabel={content.solutions.benefitsLabel}
        />
      </ContentSection>
      <ContentSection intro={content.results}>
        <ResultsStats stats={content.results.stats} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
