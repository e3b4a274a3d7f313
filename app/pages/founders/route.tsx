import { island } from "../../components/island";
import { PageHero } from "../../components/sections/page-hero";
import { PageSection } from "../../components/sections/page-section";
import { SectionHeading } from "../../components/sections/section-heading";
import { foundersHero, originStory } from "../../content/founders";
import { pageMeta } from "../../lib/meta";

// Below the origin story: the founder cards and the call to action (hydrated when reached).
const FoundersSections = island(() => import("./sections"));

export const meta = () =>
  pageMeta({
    title: "Founders",
    description:
      "The people who founded the firm, why they started it and what each of them brings to your engagement.",
    path: "/founders",
  });

export default function Page() {
  return (
    <>
      <PageHero title={foundersHero.title} intro={foundersHero.intro} />
      <PageSection labelledBy="origin-heading" flushTop>
        <div className="max-w-3xl">
          <SectionHeading id="origin-heading" title={originStory.title} align="left" />
          {originStory.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
              {text}
            </p>
          ))}
        </div>
      </PageSection>
      <FoundersSections />
    </>
  );
}
