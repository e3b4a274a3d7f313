import type { ReactNode } from "react";
import { ContactSection } from "../../components/sections/contact-section";
import { contactSection } from "../../content/contact";

/**
 * The contact page below the hero: the channels as plain HTML, the message form and the
 * newsletter form each an island rendered by the page (site/pages/contact.astro).
 */
export function ContactSections({
  messageForm,
  newsletterForm,
}: {
  messageForm: ReactNode;
  newsletterForm: ReactNode;
}) {
  return (
    <ContactSection copy={contactSection} width="narrow" messageForm={messageForm} newsletterForm={newsletterForm} />
  );
}
