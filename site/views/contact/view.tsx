import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import type { loadContact } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { ContactSections } from "./sections";

// Copy: content/pages/contact.yaml and contact-section.yaml. The hero, rendered by the page on its
// own before the rest (docs/decisions/024), then the channels and the two forms (./sections.tsx;
// each form hydrated when reached, until then it posts natively).

export type ContactProps = Awaited<ReturnType<typeof loadContact>>;

export const meta = ({ content, settings }: ContactProps) => pageMeta({ ...content.meta, path: "/contact", settings });

export function Hero({ content }: ContactProps) {
  return <PageHero title={content.hero.title} intro={content.hero.intro} />;
}

/** Everything below the hero, with the forms' islands the page renders. */
export default function Page({
  contactSection,
  messageForm,
  newsletterForm,
}: ContactProps & { messageForm: ReactNode; newsletterForm: ReactNode }) {
  return <ContactSections copy={contactSection} messageForm={messageForm} newsletterForm={newsletterForm} />;
}
