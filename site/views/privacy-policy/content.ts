// The privacy policy below its hero. Keep it in step with what the server stores (server/db)
// and its retention purge.

import { mailtoHref, site } from "../../content/site";
import type { LegalDocument } from "../../content/types";

/** Submissions are deleted this many months after they were made (the server's purge uses the same period). */
export const RETENTION_MONTHS = 24;

const writeToUs = { text: "Write to us at", label: site.email, href: mailtoHref } as const;

export const privacyPolicy: LegalDocument = {
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
