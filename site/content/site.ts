// The firm's identity and contacts, in one typed place: every page reads them from here.
// Defaults are deliberately placeholder values (example.com, 555 numbers):
// set the VITE_SITE_* variables of .env.example at build time to go live.

export interface SocialLink {
  readonly label: "LinkedIn" | "Facebook" | "Instagram" | "YouTube" | "X";
  /** Empty: the link is not rendered. */
  readonly url: string;
}

/** Who the founders are (configurable); their profiles are in founders-sections.ts. */
export interface FounderIdentity {
  readonly name: string;
  readonly role: "Founder & CEO" | "Co-Founder & CTO";
}

export interface SiteConfig {
  readonly name: string;
  readonly tagline: string;
  readonly email: string;
  /** E.164, used for tel: links. */
  readonly phone: string;
  /** As printed on the page. */
  readonly phoneDisplay: string;
  /** Digits only, for https://wa.me/ links. */
  readonly whatsappNumber: string;
  /** Digits only: the floating chat button's messaging number. */
  readonly messagingNumber: string;
  readonly schedulingUrl: string;
  readonly consultationMinutes: number;
  readonly foundedYear: number;
  readonly social: readonly SocialLink[];
  readonly founders: readonly [FounderIdentity, FounderIdentity];
}

// Vite inlines import.meta.env at build; outside Vite (end-to-end tests in Node) read process.env.
const viteEnv: ImportMetaEnv | undefined = import.meta.env;
const env: ImportMetaEnv = viteEnv ?? (process.env as unknown as ImportMetaEnv);

function pick(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

function pickMinutes(value: unknown, fallback: number): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : fallback;
}

const phone = pick(env.VITE_SITE_PHONE, "+15550100199");

export const site: SiteConfig = {
  name: pick(env.VITE_SITE_NAME, "Example Consulting"),
  tagline: pick(
    env.VITE_SITE_TAGLINE,
    "Empowering businesses through strategic consulting and scalable agile transformation.",
  ),
  email: pick(env.VITE_SITE_EMAIL, "hello@example.com"),
  phone,
  phoneDisplay: pick(env.VITE_SITE_PHONE_DISPLAY, "+1 (555) 010-0199"),
  whatsappNumber: pick(env.VITE_SITE_WHATSAPP, phone.replace(/\D/g, "")),
  messagingNumber: pick(env.VITE_SITE_MESSAGING, phone.replace(/\D/g, "")),
  schedulingUrl: pick(env.VITE_SITE_SCHEDULING_URL, "https://scheduling.example.com/free-consultation"),
  consultationMinutes: pickMinutes(env.VITE_SITE_CONSULTATION_MINUTES, 30),
  foundedYear: 2024,
  social: [
    { label: "LinkedIn", url: pick(env.VITE_SOCIAL_LINKEDIN, "https://www.linkedin.com/company/example") },
    { label: "Facebook", url: pick(env.VITE_SOCIAL_FACEBOOK, "https://www.facebook.com/example") },
    { label: "Instagram", url: pick(env.VITE_SOCIAL_INSTAGRAM, "https://www.instagram.com/example") },
    { label: "YouTube", url: pick(env.VITE_SOCIAL_YOUTUBE, "https://www.youtube.com/@example") },
    // X has no default address: its link stays hidden until a URL is configured.
    { label: "X", url: pick(env.VITE_SOCIAL_X, "") },
  ],
  founders: [
    { name: pick(env.VITE_FOUNDER_1_NAME, "Founder Name"), role: "Founder & CEO" },
    { name: pick(env.VITE_FOUNDER_2_NAME, "Co-Founder Name"), role: "Co-Founder & CTO" },
  ],
};

export const whatsappUrl = `https://wa.me/${site.whatsappNumber}`;
export const messagingUrl = `https://wa.me/${site.messagingNumber}`;
export const telHref = `tel:${site.phone}`;
export const mailtoHref = `mailto:${site.email}`;

/** The five links of the navigation bar, in order. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/contact", label: "Contact" },
] as const;

/** Footer's service links. */
export const footerServiceLinks = [
  { to: "/it-consulting", label: "IT Consulting" },
  { to: "/project-management", label: "Project Management" },
  { to: "/agile", label: "Agile Coaching" },
  { to: "/hr-solutions", label: "HR Solutions" },
  { to: "/web-app", label: "Web & App Development" },
] as const;

export const footerCompanyLinks = [
  { to: "/about", label: "About Us" },
  { to: "/case-studies", label: "Case Studies" },
] as const;
