import { ContactForm } from "../components/forms/contact-form";
import { SubscribeForm } from "../components/forms/subscribe-form";
import { ContactSection } from "../components/sections/contact-section";
import { PageHero } from "../components/sections/page-hero";
import { contactPage, contactSection } from "../content/contact";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Contact",
    description: "Reach the team by WhatsApp, e-mail or message form. We reply to e-mail within one business day.",
    path: "/contact",
  });

export default function Page() {
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      <ContactSection
        copy={contactSection}
        width="narrow"
        messageForm={<ContactForm />}
        newsletterForm={<SubscribeForm />}
      />
    </>
  );
}
