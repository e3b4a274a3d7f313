// Copy of the services overview page below the hero. The questions
// themselves are in site/content/faq.ts: the route's JSON-LD lists them too.

export const servicesGridCopy = {
  eyebrow: "What we do",
  title: "Nine ways we can help",
  intro: "Each service has its own page with our approach, typical timelines and how to get started.",
} as const;

export const serviceRequestCopy = {
  title: "Ready to Transform Your Business?",
  text: "Tell us which service you need and a little about your situation. We reply within one business day with next steps.",
  cta: "Start Your Journey Here",
} as const;

export const faqCopy = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
  intro: "Quick answers about our services, pricing and how we work.",
} as const;
