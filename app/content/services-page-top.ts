// The top of the services page, apart from the rest (services-page.ts) so that the route module loads only this.

export const servicesHero = {
  title: "Our Services",
  intro:
    "Consulting, coaching and delivery for organisations that want to change how they work. Explore what we do, tell us what you need, and find answers to the questions clients ask most.",
} as const;
