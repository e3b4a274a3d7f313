import { LegalDocument } from "../../components/sections/legal-document";
import { privacyPolicy } from "./content";

/** The privacy policy page below the hero: contents and sections, plain HTML, no script. */
export function PrivacyPolicySections() {
  return <LegalDocument document={privacyPolicy} />;
}
