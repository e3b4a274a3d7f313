// Copy of the About page (spec §2 "About"): the hero and the story, shown at once. The sections
// below them (app/pages/about-sections.tsx, an island) take their copy from ./about-sections.

export const aboutHero = {
  title: "About Us",
  intro:
    "We started in 2024 as a solo consultancy and now work remotely with startups, scaling companies, SMEs, enterprise teams, NGOs and public bodies.",
} as const;

export const ourStory = {
  title: "Our Story",
  paragraphs: [
    "The firm was founded in 2024 and started as a solo consultancy: one consultant helping growing companies untangle delivery problems that slowed them down.",
    "Word of mouth did the rest. Clients asked for help with hiring, software and coaching as well, so we brought in specialists who share the same way of working: listen first, change only what needs changing, and leave teams stronger than we found them.",
    "Today we are a remote team serving clients across time zones, and we still run every engagement the way we ran the first one.",
  ],
  facts: [
    { value: "2024", label: "Founded" },
    { value: "15+", label: "Businesses served" },
    { value: "10+", label: "Industries" },
  ],
  factsLabel: "The firm in figures",
} as const;
