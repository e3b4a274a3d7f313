import { LegalDocument } from "../../components/sections/legal-document";
import { termsOfService } from "./content";

/** The terms page below the hero: contents and sections (an island: app/islands/island.tsx). */
export default function TermsSections() {
  return <LegalDocument document={termsOfService} />;
}
