import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { pageMeta } from "../../meta/page-meta";
import { FoundersSections } from "./sections";

// Below the origin story (./sections.tsx): the founder cards and the call to action.

export const meta = () =>
  pageMeta({
    title: "Founders",
    description:
      "The people who founded the firm, why they started it and what each of them brings to your engagement.",
    path: "/founders",
  });

const foundersHero = {
  title: "Meet Our Founders",
  intro:
    "The firm began in 2024 as a solo consultancy. Here are the founders who lead it today and the experience they bring to your engagement.",
} as const;

const originStory = {
  title: "How it started",
  intro: [
    "After years of leading delivery and transformation programmes inside growing companies, our founder kept seeing the same pattern: good strategies stalled because nobody helped teams change how they worked day to day.",
    "In 2024 that became a solo consultancy with a simple promise: senior, practical help, delivered remotely, at a price smaller organisations can afford. The technology practice followed when our co-founder joined to lead architecture and software delivery.",
  ],
} as const;

export default function Page() {
  return (
    <>
      <PageHero title={foundersHero.title} intro={foundersHero.intro} />
      <Section heading={originStory} headingId="origin-heading" align="left" flushTop />
      <FoundersSections />
    </>
  );
}
