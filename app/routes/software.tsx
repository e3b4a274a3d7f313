import { CheckList } from "../components/sections/check-list";
import { ContentSection } from "../components/sections/content-section";
import { FeatureCards } from "../components/sections/feature-cards";
import { ProcessSteps } from "../components/sections/process-steps";
import { ServiceCta } from "../components/sections/service-cta";
import { ServiceHero } from "../components/sections/service-hero";
import { softwarePage as content } from "../content/services/software";
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
      <ContentSection intro={content.process} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </ContentSection>
      <ContentSection intro={content.security}>
        <CheckList items={content.security.items} icon={content.security.icon} />
      </ContentSection>
      <ServiceCta cta={content.cta} />
    </>
  );
}
