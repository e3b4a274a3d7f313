import TermsSections from "./sections.island";
import { Island } from "../../islands/island";
import { PageHero } from "../../components/sections/page-hero";
import { pageMeta } from "../../meta/page-meta";

// The terms themselves: their contents and sections (hydrated when reached; the contents' links work before).

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply to using this website and to the information published on it.",
    path: "/terms",
  });

const termsOfServiceHero = {
  title: "Terms of Service",
  intro:
    "These terms govern your use of this website. Consulting engagements themselves are governed by the written agreement we sign with each client.",
} as const;

export default function Page() {
  return (
    <>
      <PageHero title={termsOfServiceHero.title} intro={termsOfServiceHero.intro} />
      <Island component={TermsSections} />
    </>
  );
}
