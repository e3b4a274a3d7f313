// Copy of the Founders page below the origin story: the founder cards and the call to action.
// The founders' names and roles live in the site config (the home page's JSON-LD names them too).

import { site, type FounderIdentity } from "../../content/site";
import type { Founder } from "../../content/types";

const profiles: Record<FounderIdentity["role"], Omit<Founder, keyof FounderIdentity>> = {
  "Founder & CEO": {
    quote: "Strategy only matters when a team can carry it out on Monday morning.",
    story:
      "Started the firm in 2024 as a solo consultancy after years of leading delivery and transformation programmes for growing companies.",
    funFact: "Has run retrospectives on four continents, most of them over video.",
    contributions: [
      "Built the firm's discovery-to-roadmap method",
      "Leads strategy and agile transformation engagements",
      "Mentors the coaching practice",
    ],
  },
  "Co-Founder & CTO": {
    quote: "Good architecture is the one your team can still change next year.",
    story:
      "Joined to build the technology practice: architecture reviews, software delivery and the engineering side of every transformation.",
    funFact: "Still writes code every week, mostly to prove a point in design reviews.",
    contributions: [
      "Built the software and web development practice",
      "Leads architecture and security reviews",
      "Runs the technical due-diligence offering",
    ],
  },
};

/** The two founders: name and role from the site config, with their profiles. */
export const founders: readonly Founder[] = site.founders.map((founder) => ({ ...founder, ...profiles[founder.role] }));

export const foundersListTitle = "The founders";

export const founderCardLabels = {
  funFact: "Fun fact",
  contributions: "Key contributions",
} as const;

export const foundersCta = {
  title: "Talk to a founder",
  text: "Both founders still work with clients. Book a session to discuss your challenge with one of them directly.",
  primary: "Schedule Founder Session",
} as const;
