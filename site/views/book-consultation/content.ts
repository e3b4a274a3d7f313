// Copy of the Book Consultation page below the hero: what to expect and the other ways to reach us.
// The consultation length comes from the site config.

import type { ProcessStep } from "../../content/types";

export function bookingSteps(minutes: number): readonly ProcessStep[] {
  return [
    {
      step: 1,
      title: "Pick a time",
      description:
        "Our scheduling page opens in a new tab. Choose a slot that suits your time zone and add a line about your challenge.",
      duration: "2 minutes",
    },
    {
      step: 2,
      title: "Talk it through",
      description:
        "A consultant listens, asks questions and shares first ideas. Bring colleagues if you like; there is no sales pitch.",
      duration: `${minutes} minutes`,
    },
    {
      step: 3,
      title: "Get next steps",
      description:
        "Within one business day you receive a short written summary with our recommendations and, if you want one, a proposal.",
      duration: "1 business day",
    },
  ];
}

export const bookingCopy = {
  stepsTitle: "What to expect",
  goodFor: {
    title: "A good use of the call",
    items: [
      "Talking through a project that is late, over budget or stuck",
      "Planning an agile transformation or a new delivery process",
      "Scoping a software, web or app project",
      "Hiring, retention or performance questions",
      "Deciding which of our services, if any, fits your needs",
    ],
  },
  alternatives: {
    title: "Prefer another way?",
    intro: "If no slot suits you, or you would rather write first, reach us directly.",
    whatsapp: { title: "WhatsApp", text: "Chat with us 24/7: the fastest way to reach us.", cta: "Chat on WhatsApp" },
    email: { title: "E-mail", text: "Typical reply within 1 business day." },
    form: { title: "Contact form", text: "Send us a message from our contact page.", cta: "Go to the contact page" },
  },
} as const;
