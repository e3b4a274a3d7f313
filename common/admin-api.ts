import { API_PREFIX } from "./api";
import type { Attribution } from "./forms/attribution";

export type { Attribution };

// The firm's inbox API (ADMIN_API_PREFIX, /api/admin): where it lives and the shapes the server
// answers (server/inbox/) and the inbox reads (admin/), written once.

/** Where the inbox's API lives: the server registers it there, admin/api.ts calls it there. */
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

/** The four forms, as the inbox's URLs, filters and answers name them (common/forms/registry.ts). */
import type { FormKey } from "./forms/registry";
export type { FormKey };

/** A lead's status as the inbox shows and sets it; "spam" is the lead's spam flag. */
export const LEAD_STATUSES = ["new", "in_progress", "done", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A newsletter subscription's state. */
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/** A lead in the inbox's list. */
export interface LeadSummary {
  form: FormKey;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  summary: string | null;
  status: LeadStatus;
  spam: boolean;
  opened: boolean;
  /** CM-7K3Q-2M; null for subscriptions and for leads from before references. */
  reference: string | null;
}

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

/** A mail or webhook delivery queued for a lead. */
export interface LeadMail {
  id: string;
  kind: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** A lead with its fields (labelled, in form order), notes and deliveries. */
export interface LeadDetail extends LeadSummary {
  formTitle: string;
  fields: [string, string][];
  notes: LeadNote[];
  mail: LeadMail[];
  /** A notification can be (re)sent: the three enquiry forms. */
  canNotify: boolean;
  /** The visit it came from (landing page, referrer, UTM values, pages viewed); null when none was counted. */
  attribution: Attribution | null;
}

export interface Subscriber {
  id: string;
  name: string;
  email: string;
  status: SubscriptionStatus;
  spam: boolean;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  detail: Record<string, unknown> | null;
}

// The lists, newest first, a page at a time: `next` is the `after` query of the following page.

export interface LeadPage {
  leads: LeadSummary[];
  next: string | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  next: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}

// The website: publishing and rolling back (server/publishing/, admin/website-page.tsx).

/** A kept build of the public site; "deployed" is the one the server was started with. */
export interface SiteBuild {
  id: string;
  /** When its publish started (ISO); empty for the deployed one. */
  at: string;
  /** The staff member who published it; empty for the deployed one. */
  by: string;
  /** The git commit of its content, when the content is in a git checkout. */
  commit?: string;
  live: boolean;
}

/** The last (or running) publish. */
export type SitePublishing =
  | { state: "idle" }
  | { state: "running"; by: string; startedAt: string; step: string }
  | { state: "done"; by: string; startedAt: string; finishedAt: string; build: string }
  | { state: "failed"; by: string; startedAt: string; finishedAt: string; reason: string };

/** A content file saved in the editor and not yet published. */
export interface SiteChange {
  /** Its path in the content folder ("pages/home.yaml"). */
  file: string;
  change: "changed" | "added" | "removed";
  /** The editor's name for it ("Home page", "Service pages: agile"). */
  entry: string;
  /** Where the editor opens it (none for a removed entry). */
  href?: string;
}

export interface SiteStatus {
  publishing: SitePublishing;
  builds: SiteBuild[];
  /** Saved since the live build was made; null when the live build did not record its content. */
  unpublished: SiteChange[] | null;
}
