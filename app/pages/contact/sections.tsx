import ContactForm from "../../components/forms/contact-form.island";
import SubscribeForm from "../../components/forms/subscribe-form.island";
import { ContactSection } from "../../components/sections/contact-section";
import { contactSection } from "../../content/contact";
import { Island } from "../../islands/island";

/**
 * The contact page below the hero: the channels as plain HTML, the message form and the
 * newsletter form each an island (app/islands/island.tsx).
 */
export function ContactSections() {
  return (
    <ContactSection
      copy={contactSection}
      width="narrow"
      messageForm={<Island component={ContactForm} />}
      newsletterForm={<Island component={SubscribeForm} />}
    />
  );
}
