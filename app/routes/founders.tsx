import { Link } from "react-router";
import { CtaBand } from "../components/sections/cta-band";
import { FounderCard } from "../components/sections/founder-card";
import { PageHero } from "../components/sections/page-hero";
import { SectionHeading } from "../components/sections/section-heading";
import { buttonStyles } from "../components/ui/button-styles";
import { Container } from "../components/ui/container";
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
      <section aria-labelledby="origin-heading" className="pb-12 sm:pb-16">
        <Container>
          <div className="mx-auto max-w-3xl">
            <SectionHeading id="origin-heading" title={originStory.title} align="left" />
            {originStory.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
                {text}
              </p>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="founders-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
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
        </Container>
      </section>
      <CtaBand title={foundersCta.title} text={foundersCta.text}>
        <Link to="/contact" className={buttonStyles.onDark}>
          {foundersCta.primary}
        </Link>
      </CtaBand>
    </>
  );
}
