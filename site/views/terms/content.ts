// The terms of service below their hero.

import { mailtoHref, site } from "../../content/site";
import type { LegalDocument } from "../../content/types";

const writeToUs = { text: "Write to us at", label: site.email, href: mailtoHref } as const;

export const termsOfService: LegalDocument = {
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
