// Copy of the Founders page (spec §2 "Founders"): the hero and the origin story, shown at once.
// The founders themselves live in the site config; the copy below the story is in ./founders-sections.

export const foundersHero = {
  title: "Meet Our Founders",
  intro:
    "The firm began in 2024 as a solo consultancy. Here are the founders who lead it today and the experience they bring to your engagement.",
} as const;

export const originStory = {
  title: "How it started",
  paragraphs: [
    "After years of leading delivery and transformation programmes inside growing companies, our founder kept seeing the same pattern: good strategies stalled because nobody helped teams change how they worked day to day.",
    "In 2024 that became a solo consultancy with a simple promise: senior, practical help, delivered remotely, at a price smaller organisations can afford. The technology practice followed when our co-founder joined to lead architecture and software delivery.",
  ],
} as const;
