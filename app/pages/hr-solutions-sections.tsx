import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCarousel } from "../components/sections/feature-carousel";
import { ResultsStats } from "../components/sections/results-stats";
import { ServiceCta } from "../components/sections/service-cta";
import { hrSolutionsPage as content } from "../content/services/hr-solutions";

/** The HR Solutions page below the hero (an island: app/components/island.tsx). */
export default function HrSolutionsSections() {
  return (
    <>
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
