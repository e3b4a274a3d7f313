import { island } from "../../components/island";
import { PageHero } from "../../components/sections/page-hero";
import { termsOfServiceHero } from "../../content/legal-heroes";
import { pageMeta } from "../../lib/meta";

// The terms themselves: their contents and sections (hydrated when reached; the contents' links work before).
const TermsSections = island(() => import("./sections"));

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply to using this website and to the information published on it.",
    path: "/terms",
  });

export default function Page() {
  return (
    <>
      <PageHero title={termsOfServiceHero.title} intro={termsOfServiceHero.intro} />
      <TermsSections />
    </>
  );
}
