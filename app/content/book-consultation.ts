// Copy of the Book Consultation page's hero (a real page of booking options). The rest of
// the page's copy is in ./book-consultation-sections. The consultation length comes from the site config.

export function bookingHero(minutes: number) {
  return {
    title: "Book a Free Consultation",
    intro: `A free, no-obligation ${minutes}-minute video call to understand your situation and tell you honestly whether and how we can help.`,
    primary: "Choose a Time",
  } as const;
}
