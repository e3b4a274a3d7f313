import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { StatTiles } from "../../components/sections/stat-tiles";
import { pageMeta } from "../../meta/page-meta";
import { AboutSections } from "./sections";

// Below the story (./sections.tsx): mission and vision, industries, process and the call to action.

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "How a solo consultancy founded in 2024 grew into a remote team that helps businesses plan, change and deliver.",
    path: "/about",
  });

const aboutHero = {
  title: "About Us",
  intro:
    "We started in 2024 as a solo consultancy and now work remotely with startups, scaling companies, SMEs, enterprise teams, NGOs and public bodies.",
} as const;

const ourStory = {
  title: "Our Story",
  intro: [
    "The firm was founded in 2024 and started as a solo consultancy: one consultant helping growing companies untangle delivery problems that slowed them down.",
    "Word of mouth did the rest. Clients asked for help with hiring, software and coaching as well, so we brought in specialists who share the same way of working: listen first, change only what needs changing, and leave teams stronger than we found them.",
    "Today we are a remote team serving clients across time zones, and we still run every engagement the way we ran the first one.",
  ],
  facts: [
    { value: "2024", label: "Founded" },
    { value: "15+", label: "Businesses served" },
    { value: "10+", label: "Industries" },
  ],
  factsLabel: "The firm in figures",
} as const;

export default function Page() {
  return (
    <>
      <PageHero title={aboutHero.title} intro={aboutHero.intro} />

      <Section heading={ourStory} headingId="story-heading" align="left" flushTop>
        <StatTiles stats={ourStory.facts} label={ourStory.factsLabel} columns={3} />
      </Section>

      <AboutSections />
    </>
  );
}
