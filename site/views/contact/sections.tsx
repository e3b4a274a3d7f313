import type { ReactNode } from "react";
import { ContactSection } from "../../components/sections/contact-section";
import type { ContactSectionCopy } from "../../loaders/pages";

/**
 * The contact page below the hero: the channels as plain HTML, the message form and the
 * newsletter form each an island rendered by the page (site/pages/contact.astro).
 */
export function ContactSections({
  copy,
  messageForm,
  newsletterForm,
}: {
  copy: ContactSectionCopy;
  messageForm: ReactNode;
  newsletterForm: ReactNode;
}) {
  return <ContactSection copy={copy} width="narrow" messageForm={messageForm} newsletterForm={newsletterForm} />;
}
