import { CtaBand } from "../../components/sections/cta-band";
import { FounderCard } from "../../components/sections/founder-card";
import { Section } from "../../components/sections/section";
import { buttonStyles } from "../../components/ui/button-styles";
import type { FoundersProps } from "./view";

/** The founders page below the origin story: plain HTML, no script. */
export function FoundersSections({ content, founders }: FoundersProps) {
  return (
    <>
      <Section heading={{ title: content.listTitle }} headingId="founders-heading" hideHeading tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {founders.map((founder) => (
            <li key={founder.role}>
              <FounderCard founder={founder} labels={content.cardLabels} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={content.cta.title} text={content.cta.text}>
        <a href="/contact" className={buttonStyles.onDark}>
          {content.cta.primary}
        </a>
      </CtaBand>
    </>
  );
}
