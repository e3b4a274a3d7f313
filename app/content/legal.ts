// The privacy policy and the terms of service: honest and specific to this product, no boilerplate.
// Keep the privacy policy in step with what the server stores (server/db) and its retention purge.
// Their heroes are in ./legal-heroes: the routes import only those, the body loads with the island.

import { privacyPolicyHero, termsOfServiceHero } from "./legal-heroes";
import { mailtoHref, site } from "./site";

export interface LegalItem {
  /** Bold lead-in, e.g. the name of a form. */
  readonly term?: string;
  readonly text: string;
}

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly LegalItem[];
  /** A closing sentence ending in a link, e.g. the e-mail address to write to. */
  readonly link?: { readonly text: string; readonly label: string; readonly href: string };
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: string;
  readonly updated: string;
  readonly sections: readonly LegalSection[];
}

/** Submissions are deleted this many months after they were made (the server's purge uses the same period). */
export const RETENTION_MONTHS = 24;

const writeToUs = { text: "Write to us at", label: site.email, href: mailtoHref } as const;

export const privacyPolicy: LegalDocument = {
  ...privacyPolicyHero,
  updated: "November 2026",
  sections: [
    {
      id: "what-we-store",
      title: "What each form stores",
      paragraphs: [
        "Nothing is stored when you simply read the site. When you send a form, we store the fields you filled in and the time you sent it:",
      ],
      items: [
        { term: "Contact form:", text: "your name, e-mail address, subject and message." },
        {
          term: "Newsletter sign-up:",
          text: "your name, e-mail address and the subscription's status (waiting for confirmation, subscribed or unsubscribed).",
        },
        {
          term: "Service request:",
          text: "your name, e-mail address, the service you chose and your message, if you wrote one.",
        },
        {
          term: "Assessment request:",
          text: "your full name, e-mail address, company, team size, the challenges and goals you describe, and the service the assessment is for.",
        },
      ],
    },
    {
      id: "why",
      title: "Why we store it",
      paragraphs: [
        "We use what you send only to answer you: to reply to your message, prepare your assessment or proposal, or send the newsletter you asked for. We do not sell, rent or share it for anyone else's marketing, and we do not add you to the newsletter unless you subscribe.",
        "When a form arrives, our team is notified by e-mail with its contents, so that someone can reply quickly. Those notifications go only to the firm's own inbox.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [
        `Every message, service request and assessment request is kept for ${RETENTION_MONTHS} months from the day it was sent and then deleted automatically. If you ask us to delete it sooner, we do (see below).`,
        `A newsletter subscription is kept while you are subscribed. Once you unsubscribe, or if you never confirm it, it is deleted automatically ${RETENTION_MONTHS} months later.`,
      ],
    },
    {
      id: "newsletter",
      title: "Newsletter: double opt-in and one-click unsubscribe",
      paragraphs: [
        "After you sign up we send one e-mail with a confirmation link. You receive the newsletter only after you click it; if you do not, you hear nothing more from us.",
        "Every newsletter e-mail carries an unsubscribe link that works with one click, without logging in or giving a reason. Mail programs that offer their own unsubscribe button use the same link.",
      ],
    },
    {
      id: "no-tracking",
      title: "No cookies, no tracking",
      paragraphs: [
        "This site sets no cookies and runs no analytics, advertising or tracking scripts. It loads no fonts, scripts or images from other sites, so your visit is not reported to anyone else.",
        "We do not store IP addresses. To protect the forms from abuse, the server keeps a short-lived count of recent submissions per network address; it expires within a day and is never written to the database or to our logs, and our logs never contain your messages or your full e-mail address.",
      ],
    },
    {
      id: "other-services",
      title: "Other services we link to",
      paragraphs: [
        "The booking buttons open an external scheduling page, and the chat buttons open WhatsApp. Those services are run by other companies under their own privacy policies; what you enter there is governed by them, not by this page.",
      ],
    },
    {
      id: "your-rights",
      title: "Seeing, correcting or deleting your data",
      paragraphs: [
        "You can ask us at any time which of your data we hold, to correct it, or to delete it. Send the request from the e-mail address you used on the form so that we can find your records and know they are yours. We answer within 30 days, usually much sooner, and confirm when the data is gone.",
      ],
      link: writeToUs,
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "If we change what we store or how we use it, we update this page and its date before the change takes effect.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  ...termsOfServiceHero,
  updated: "November 2026",
  sections: [
    {
      id: "using-the-site",
      title: "Using this site",
      paragraphs: [
        `This website is published by ${site.name} to describe our services and let you contact us. You may read, share and link to it freely. Please do not misuse the forms: send only genuine enquiries, with your own contact details.`,
      ],
    },
    {
      id: "information",
      title: "The information on this site",
      paragraphs: [
        "The figures, case studies and other information on this site describe our experience in good faith. They are general information, not advice for your particular situation; advice comes with an engagement, once we understand your context.",
        "Case studies are anonymised and describe results achieved by specific clients. Your results depend on your circumstances and are not guaranteed.",
      ],
    },
    {
      id: "engagements",
      title: "Consultations and engagements",
      paragraphs: [
        `The first ${site.consultationMinutes}-minute consultation is free and creates no obligation on either side. Sending a form or booking a call does not create a contract. Any paid work is agreed in a written proposal or contract, and those terms take precedence over this page.`,
      ],
    },
    {
      id: "content",
      title: "Our content",
      paragraphs: [
        "The text, illustrations and design of this site belong to us. You may quote short passages with a link back to the page; please ask before reusing anything more.",
      ],
    },
    {
      id: "external-links",
      title: "Links to other services",
      paragraphs: [
        "Some buttons open services run by others, such as our scheduling page and WhatsApp. Their own terms apply there, and we are not responsible for their content or availability.",
      ],
    },
    {
      id: "liability",
      title: "Availability and liability",
      paragraphs: [
        "We work to keep the site accurate and available but cannot promise it will always be either. To the extent the law allows, we are not liable for losses arising from the use of general information on this site. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "privacy",
      title: "Your data",
      paragraphs: ["How we handle what you send through the forms is described in our Privacy Policy."],
      link: { text: "Read it here:", label: "Privacy Policy", href: "/privacy-policy" },
    },
    {
      id: "contact",
      title: "Questions and changes",
      paragraphs: [
        "We may update these terms; the date at the top shows the current version. If you have a question about them, contact us.",
      ],
      link: writeToUs,
    },
  ],
};
