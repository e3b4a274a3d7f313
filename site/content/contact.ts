// Copy of the contact section, shown on the home page and /contact.

import { mailtoHref, site, whatsappUrl } from "./site";

export interface ContactChannels {
  readonly whatsapp: {
    readonly title: string;
    readonly text: string;
    readonly badge: string;
    readonly href: string;
    readonly cta: string;
  };
  readonly email: { readonly title: string; readonly text: string; readonly address: string; readonly href: string };
  readonly location: { readonly title: string; readonly text: string };
}

export interface ContactSectionCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly channels: ContactChannels;
  readonly messageTitle: string;
  readonly newsletterTitle: string;
  readonly newsletterIntro: string;
  /** Shown where a form has not been placed yet: the honest way to reach us meanwhile. */
  readonly messageFallback: { readonly text: string; readonly href: string; readonly label: string };
  readonly newsletterFallback: { readonly text: string; readonly href: string; readonly label: string };
}

export const contactSection: ContactSectionCopy = {
  eyebrow: "Contact",
  title: "Let's talk about your goals",
  intro: "Choose the channel that suits you. Every message reaches a consultant, not a ticket queue.",
  channels: {
    whatsapp: {
      title: "WhatsApp chat",
      badge: "Fastest",
      text: "Available 24/7. The quickest way to get an answer.",
      href: whatsappUrl,
      cta: "Chat on WhatsApp",
    },
    email: {
      title: "E-mail",
      text: "Typical reply within 1 business day.",
      address: site.email,
      href: mailtoHref,
    },
    location: {
      title: "Location",
      text: "Remote, serving clients worldwide",
    },
  },
  messageTitle: "Send us a message",
  newsletterTitle: "Subscribe to our newsletter",
  newsletterIntro: "Short, practical notes on strategy, agile delivery and leading change. No spam.",
  messageFallback: {
    text: "Tell us what you are working on and we will reply within 1 business day. Write to us at",
    href: mailtoHref,
    label: site.email,
  },
  newsletterFallback: {
    text: "To receive our newsletter, write to us at",
    href: `${mailtoHref}?subject=${encodeURIComponent("Newsletter subscription")}`,
    label: site.email,
  },
};
