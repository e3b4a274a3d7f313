import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { managementConsultingPage as content } from "../content/services/management-consulting";
import { pageMeta } from "../lib/meta";
import { serviceJsonLd } from "../lib/structured-data";

export const meta = () => pageMeta({ ...content.meta, jsonLd: [serviceJsonLd(content.meta)] });

export default function Page() {
  return (
    <>
      <ServiceHero hero={content.hero} />
      <ContentSection intro={content.pillars}>
        <FeatureCards features={content.pillars.items} />
      </ContentSection>
      <ContentSection intro={content.approach} tone="muted">
        <ProcessSteps steps={content.approach.steps} />
      </ContentSection>
      <ContentSection intro={content.whyUs}>
        <CheckList items={content.whyUs.items} icon={content.whyUs.icon} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
