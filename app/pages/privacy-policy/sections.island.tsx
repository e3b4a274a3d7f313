import { LegalDocument } from "../../components/sections/legal-document";
import { privacyPolicy } from "./content";

/** The privacy policy page below the hero: contents and sections (an island: app/islands/island.tsx). */
export default function PrivacyPolicySections() {
  return <LegalDocument document={privacyPolicy} />;
}
