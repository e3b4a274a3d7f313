import { island } from "../../components/island";
import { PageHero } from "../../components/sections/page-hero";
import { privacyPolicyHero } from "../../content/legal-heroes";
import { pageMeta } from "../../lib/meta";

// The policy itself: its contents and sections (hydrated when reached; the contents' links work before).
const PrivacyPolicySections = island(() => import("./sections"));

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
      <PageHero title={privacyPolicyHero.title} intro={privacyPolicyHero.intro} />
      <PrivacyPolicySections />
    </>
  );
}
