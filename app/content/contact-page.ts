// Copy of the /contact page's hero. The contact section below it (./contact) loads with the
// page's island (app/pages/contact-sections.tsx), so the hero's copy lives apart from it.

export const contactPage = {
  title: "Contact Us",
  intro:
    "Chat with us on WhatsApp at any hour, or write by e-mail and expect a reply within one business day. We work remotely and serve clients worldwide.",
} as const;
