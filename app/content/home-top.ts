// The top of the home page, apart from the rest (home.ts) so that the route module loads only this.

export const homeHero = {
  badge: "Trusted by 15+ businesses worldwide",
  title: "Strategic consulting and agile transformation that lasts",
  primaryCta: "Get a Free Strategy Session",
  secondaryCta: "Discover Our Solutions",
} as const;
