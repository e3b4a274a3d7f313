import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import type { loadContact } from "../../content/pages";
import { pageMeta } from "../../meta/page-meta";
import { ContactSections } from "./sections";

// Copy: content/pages/contact.yaml and contact-section.yaml. The channels and the two forms
// (./sections.tsx; each form hydrated when reached, until then it posts natively).

export type ContactProps = Awaited<ReturnType<typeof loadContact>>;

export const meta = ({ content, settings }: ContactProps) => pageMeta({ ...content.meta, path: "/contact", settings });

export default function Page({
  content,
  contactSection,
  messageForm,
  newsletterForm,
}: ContactProps & { messageForm: ReactNode; newsletterForm: ReactNode }) {
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <ContactSections copy={contactSection} messageForm={messageForm} newsletterForm={newsletterForm} />
    </>
  );
}
