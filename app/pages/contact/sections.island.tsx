import { ContactForm } from "../../components/forms/contact-form";
import { SubscribeForm } from "../../components/forms/subscribe-form";
import { ContactSection } from "../../components/sections/contact-section";
import { contactSection } from "../../content/contact";

/** The contact page below the hero: channels, message form and newsletter (an island: app/islands/island.tsx). */
export default function ContactSections() {
  return (
    <ContactSection
      copy={contactSection}
      width="narrow"
      messageForm={<ContactForm />}
      newsletterForm={<SubscribeForm />}
    />
  );
}
