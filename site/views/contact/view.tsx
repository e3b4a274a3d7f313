import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import { pageMeta } from "../../meta/page-meta";
import { ContactSections } from "./sections";

// The channels and the two forms (./sections.tsx; each form hydrated when reached, until then it posts natively).

export const meta = () =>
  pageMeta({
    title: "Contact",
    description: "Reach the team by WhatsApp, e-mail or message form. We reply to e-mail within one business day.",
    path: "/contact",
  });

const contactPage = {
  title: "Contact Us",
  intro:
    "Chat with us on WhatsApp at any hour, or write by e-mail and expect a reply within one business day. We work remotely and serve clients worldwide.",
} as const;

export default function Page({ messageForm, newsletterForm }: { messageForm: ReactNode; newsletterForm: ReactNode }) {
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      <ContactSections messageForm={messageForm} newsletterForm={newsletterForm} />
    </>
  );
}
