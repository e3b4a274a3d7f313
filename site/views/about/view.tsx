import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import { StatTiles } from "../../components/sections/stat-tiles";
import type { loadAbout } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { AboutSections } from "./sections";

// Copy: content/pages/about.yaml. Below the story (./sections.tsx): mission and vision,
// industries, process and the call to action.

export type AboutProps = Awaited<ReturnType<typeof loadAbout>>;

export const meta = ({ content, settings }: AboutProps) => pageMeta({ ...content.meta, path: "/about", settings });

export default function Page(props: AboutProps) {
  const { hero, story } = props.content;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} />

      <Section heading={story} headingId="story-heading" align="left" flushTop>
        <StatTiles stats={story.facts} label={story.factsLabel} columns={3} />
      </Section>

      <AboutSections {...props} />
    </>
  );
}
