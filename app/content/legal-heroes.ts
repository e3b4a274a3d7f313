// Titles and intros of the legal pages, shown in their heroes. The documents themselves (./legal)
// load with the pages' islands (app/pages/privacy-policy-sections.tsx, terms-sections.tsx).

import { site } from "./site";

export const privacyPolicyHero = {
  title: "Privacy Policy",
  intro: `This site stores only what you send through its four forms, uses it only to answer you, and sets no cookies. This page explains exactly what ${site.name} keeps, why, and for how long.`,
} as const;

export const termsOfServiceHero = {
  title: "Terms of Service",
  intro:
    "These terms govern your use of this website. Consulting engagements themselves are governed by the written agreement we sign with each client.",
} as const;
