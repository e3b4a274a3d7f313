import { LegalDocument } from "../../components/sections/legal-document";
import { termsOfService } from "./content";

/** The terms page below the hero: contents and sections, plain HTML, no script. */
export function TermsSections() {
  return <LegalDocument document={termsOfService} />;
}
