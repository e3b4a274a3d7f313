import { z } from "zod";
import { businessHoursSchema, type BusinessHours } from "./business-hours";

// The firm's identity and contacts: content/settings.yaml, validated by this schema when the site
// is built (site/content.config.ts) and when the server starts (it names the firm and links the
// scheduling page in its e-mails). The defaults there are placeholders (example.com, 555 numbers).

/** A web address of the content: https only (no http, data:, javascript: or other schemes). */
const httpsUrl = z.url({
  protocol: /^https$/,
  error: "an https:// address (e.g. https://www.example.com/page)",
});

const digits = z.string().regex(/^\d{6,15}$/, "digits only, with the country code (e.g. 15550100199)");

export const SOCIAL_NETWORKS = ["LinkedIn", "Facebook", "Instagram", "YouTube", "X"] as const;
export const FOUNDER_ROLES = ["Founder & CEO", "Co-Founder & CTO"] as const;

export const settingsSchema = z.object({
  name: z.string().trim().min(1),
  tagline: z.string().trim().min(1),
  email: z.email(),
  /** E.164, used for tel: links. */
  phone: z.string().regex(/^\+\d{6,15}$/, "an international number: + and digits (e.g. +15550100199)"),
  /** As printed on the page. */
  phoneDisplay: z.string().trim().min(1),
  /** The WhatsApp number of the contact section (https://wa.me/ links). */
  whatsappNumber: digits,
  /** The floating chat button's messaging number. */
  messagingNumber: digits,
  schedulingUrl: httpsUrl,
  /** Length of the free consultation, everywhere it is mentioned. */
  consultationMinutes: z.number().int().positive(),
  foundedYear: z.number().int().min(1900).max(2100),
  /** Empty or left out: the link is not rendered (the editor leaves an empty text out). */
  social: z.array(
    z.object({
      label: z.enum(SOCIAL_NETWORKS),
      url: z
        .union([z.literal(""), httpsUrl])
        .default("")
        .describe("Leave empty to hide this link."),
    }),
  ),
  founders: z
    .array(z.object({ name: z.string().trim().min(1), role: z.enum(FOUNDER_ROLES) }))
    .length(2)
    .refine((founders) => founders[0]?.role !== founders[1]?.role, "each founder has a role of their own"),
  /** When the firm works, and how soon it promises an answer (common/business-hours.ts). */
  businessHours: businessHoursSchema,
});

export type SiteSettings = z.output<typeof settingsSchema>;
export type FounderIdentity = SiteSettings["founders"][number];

/** The links derived from the settings. */
export function contactLinks(settings: Pick<SiteSettings, "email" | "phone" | "whatsappNumber" | "messagingNumber">) {
  return {
    whatsappUrl: `https://wa.me/${settings.whatsappNumber}`,
    messagingUrl: `https://wa.me/${settings.messagingNumber}`,
    telHref: `tel:${settings.phone}`,
    mailtoHref: `mailto:${settings.email}`,
  };
}

/**
 * What the server takes from the settings: the firm's name and its scheduling page (e-mails), and
 * its business hours (the response clock, the acknowledgement's promise). A build made before
 * business hours were recorded has none: the server then uses those of the settings file.
 */
export interface SiteIdentity {
  readonly siteName: string;
  readonly schedulingUrl: string;
  readonly businessHours?: BusinessHours;
  /** The free consultation's length (replies' {consultationMinutes}); absent in builds from before. */
  readonly consultationMinutes?: number;
}

export function identityOf(
  settings: Pick<SiteSettings, "name" | "schedulingUrl" | "businessHours" | "consultationMinutes">,
): SiteIdentity {
  return {
    siteName: settings.name,
    schedulingUrl: settings.schedulingUrl,
    businessHours: settings.businessHours,
    consultationMinutes: settings.consultationMinutes,
  };
}

/**
 * Beside each build (build/site.json, builds/<id>/site.json): the identity of the settings it was
 * built from, written by the build (site/integration.ts) and read with the build by the server
 * (server/publishing/live-site.ts), so that e-mails name the firm as the live site does.
 */
export const IDENTITY_FILE = "site.json";
