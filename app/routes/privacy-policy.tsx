import { LegalDocument } from "../components/sections/legal-document";
import { PageHero } from "../components/sections/page-hero";
import { privacyPolicy } from "../content/legal";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What the forms on this site store, why, for how long, and how to have it removed. No cookies and no tracking.",
    path: "/privacy-policy",
  });

export default function Page() {
  return (
    <>
      <PageHero title={privacyPolicy.title} intro={privacyPolicy.intro} />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
