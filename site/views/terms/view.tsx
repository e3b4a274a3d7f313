import { PageHero } from "../../components/sections/page-hero";
import { pageMeta } from "../../meta/page-meta";
import { TermsSections } from "./sections";

// The terms themselves (./sections.tsx): their contents and sections.

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
      <TermsSections />
    </>
  );
}
