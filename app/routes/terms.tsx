import { LegalDocument } from "../components/sections/legal-document";
import { PageHero } from "../components/sections/page-hero";
import { termsOfService } from "../content/legal";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply to using this website and to the information published on it.",
    path: "/terms",
  });

export default function Page() {
  return (
    <>
      <PageHero title={termsOfService.title} intro={termsOfService.intro} />
      <LegalDocument document={termsOfService} />
    </>
  );
}
