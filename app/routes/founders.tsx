import { Link } from "react-router";
import { CtaBand } from "../components/sections/cta-band";
import { FounderCard } from "../components/sections/founder-card";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { SectionHeading } from "../components/sections/section-heading";
import { buttonStyles } from "../components/ui/button-styles";
import { founderCardLabels, foundersCta, foundersHero, foundersListTitle, originStory } from "../content/founders";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";

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
      <PageSection labelledBy="founders-heading" tone="muted">
        <h2 id="founders-heading" className="sr-only">
          {foundersListTitle}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-2">
          {site.founders.map((founder) => (
            <li key={founder.role}>
              <FounderCard founder={founder} labels={founderCardLabels} />
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaBand title={foundersCta.title} text={foundersCta.text}>
        <Link to="/contact" className={buttonStyles.onDark}>
          {foundersCta.primary}
        </Link>
      </CtaBand>
    </>
  );
}
