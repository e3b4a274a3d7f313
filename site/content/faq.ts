// The ten questions of the services page FAQ.
// The consultation length comes from the site config (one constant, default 30 minutes).

import { site } from "./site";
import type { Faq } from "./types";

export interface FaqItem extends Faq {
  /** Stable id, used for the accordion's element ids. */
  readonly id: string;
}

export function buildFaqs(consultationMinutes: number): readonly FaqItem[] {
  return [
    {
      id: "services",
      question: "What services do you offer?",
      answer:
        "IT consulting, agile coaching, project management, HR solutions, web and app development, career coaching for tech professionals, software development, research consulting and management consulting. Each has its own page with our approach and typical timelines.",
    },
    {
      id: "request",
      question: "How do I request a service?",
      answer:
        "Choose 'Start Your Journey Here' on this page and tell us what you need, send us a message through the contact page, or book a free consultation. We reply within one business day.",
    },
    {
      id: "custom-packages",
      question: "Can you create a custom package for my business?",
      answer:
        "Yes. Most clients combine services, for example agile coaching with project management. We scope the package around your goals, team size and budget, and you can add or drop parts as needs change.",
    },
    {
      id: "free-consultation",
      question: "Do you offer a free consultation?",
      answer: `Yes. The first ${consultationMinutes}-minute consultation is free and without obligation. We listen to your situation, answer your questions and suggest sensible next steps, whether or not they involve us.`,
    },
    {
      id: "pricing",
      question: "How much do your services cost?",
      answer:
        "Pricing is by quote. After a short discovery conversation we send a written proposal with scope, timeline and a fixed or capped price, so there are no surprises.",
    },
    {
      id: "support-hours",
      question: "Do you provide 24/7 support?",
      answer:
        "Our WhatsApp chat is open 24/7 and is the fastest way to reach us. For engagements that need support outside business hours, we agree response times in the contract.",
    },
    {
      id: "ongoing-support",
      question: "Do you offer ongoing support after a project ends?",
      answer:
        "Yes. We can stay on with regular check-ins, coaching sessions or a support retainer, and we always hand over documentation so your team can carry on without us.",
    },
    {
      id: "industries",
      question: "Which industries do you work with?",
      answer:
        "We work across more than ten industries, including technology, healthcare, finance and education, as well as e-commerce, logistics, energy, engineering and fashion.",
    },
    {
      id: "digital-marketing",
      question: "Do you offer digital marketing?",
      answer:
        "Digital marketing is not one of our core services. We do help with the digital strategy and the web platforms behind your marketing, and we will tell you honestly when a specialist agency is the better fit.",
    },
    {
      id: "turnaround",
      question: "How quickly can you start, and how long does a project take?",
      answer:
        "We can usually start within one to two weeks of agreeing the scope. A focused assessment takes two to four weeks; larger transformations run over several months, delivered in short cycles with results along the way.",
    },
  ];
}

export const faqs = buildFaqs(site.consultationMinutes);
