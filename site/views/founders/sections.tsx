import { CtaBand } from "../../components/sections/cta-band";
import { FounderCard } from "../../components/sections/founder-card";
import { Section } from "../../components/sections/section";
import { buttonStyles } from "../../components/ui/button-styles";
import { founderCardLabels, founders, foundersCta, foundersListTitle } from "./content";

/** The founders page below the origin story: plain HTML, no script. */
export function FoundersSections() {
  return (
    <>
      <Section heading={{ title: foundersListTitle }} headingId="founders-heading" hideHeading tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {founders.map((founder) => (
            <li key={founder.role}>
              <FounderCard founder={founder} labels={founderCardLabels} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={foundersCta.title} text={foundersCta.text}>
        <a href="/contact" className={buttonStyles.onDark}>
          {foundersCta.primary}
        </a>
      </CtaBand>
    </>
  );
}
