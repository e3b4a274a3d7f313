import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { itConsultingPage as content } from "../content/services/it-consulting";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <ContentSection intro={content.services}>
        <FeatureCards features={content.services.items} />
      </ContentSection>
      <ContentSection intro={content.approach} tone="muted">
        <ProcessSteps steps={content.approach.steps} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
