/** Upper bounds of every field, the same in the browser and on the server (decision 007). */
export const LIMITS = {
  name: 120,
  email: 254,
  subject: 200,
  service: 100,
  company: 200,
  teamSize: 50,
  longText: 5000,
  /** The inbox's search: a longer one is refused (400), never cut or ignored. */
  search: 200,
} as const;
