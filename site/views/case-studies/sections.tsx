import { CtaBand } from "../../components/sections/cta-band";
import { buttonStyles } from "../../components/ui/button-styles";
import { caseStudiesCta } from "./content";

/** The case-studies page below the grid: plain HTML, no script. */
export function CaseStudiesCta() {
  return (
    <CtaBand title={caseStudiesCta.title} text={caseStudiesCta.text}>
      <a href="/contact" className={buttonStyles.onDark}>
        {caseStudiesCta.primary}
      </a>
      <a href="/about" className={buttonStyles.outlineOnDark}>
        {caseStudiesCta.secondary}
      </a>
    </CtaBand>
  );
}
