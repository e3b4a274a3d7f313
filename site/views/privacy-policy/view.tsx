import { PageHero } from "../../components/sections/page-hero";
import { site } from "../../content/site";
import { pageMeta } from "../../meta/page-meta";
import { PrivacyPolicySections } from "./sections";

// The policy itself (./sections.tsx): its contents and sections.

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What the forms on this site store, why, for how long, and how to have it removed. No cookies and no tracking.",
    path: "/privacy-policy",
  });

const privacyPolicyHero = {
  title: "Privacy Policy",
  intro: `This site stores only what you send through its four forms, uses it only to answer you, and sets no cookies. This page explains exactly what ${site.name} keeps, why, and for how long.`,
} as const;

export default function Page() {
  return (
    <>
      <PageHero title={privacyPolicyHero.title} intro={privacyPolicyHero.intro} />
      <PrivacyPolicySections />
    </>
  );
}
