// Copy of the Case Studies page below the grid: the closing call to action.

export const caseStudiesCta = {
  title: "Want results like these?",
  text: "Tell us about your challenge, or learn more about who we are and how we work.",
  primary: "Contact Us",
  secondary: "About Us",
} as const;
