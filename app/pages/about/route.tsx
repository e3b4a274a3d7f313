import { island } from "../../components/island";
import { PageHero } from "../../components/sections/page-hero";
import { PageSection } from "../../components/sections/page-section";
import { SectionHeading } from "../../components/sections/section-heading";
import { StatTiles } from "../../components/sections/stat-tiles";
import { aboutHero, ourStory } from "../../content/about";
import { pageMeta } from "../../lib/meta";

// Below the story: mission and vision, industries, process and the call to action (hydrated when reached).
const AboutSections = island(() => import("./sections"));

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "How a solo consultancy founded in 2024 grew into a remote team that helps businesses plan, change and deliver.",
    path: "/about",
  });

export default function Page() {
  return (
    <>
      <PageHero title={aboutHero.title} intro={aboutHero.intro} />

      <PageSection labelledBy="story-heading" flushTop>
        <SectionHeading id="story-heading" title={ourStory.title} align="left" />
        <div className="max-w-3xl">
          {ourStory.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
              {text}
            </p>
          ))}
        </div>
        <div className="mt-10">
          <StatTiles stats={ourStory.facts} label={ourStory.factsLabel} columns={3} />
        </div>
      </PageSection>

      <AboutSections />
    </>
  );
}
