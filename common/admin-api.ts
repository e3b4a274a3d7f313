import { API_PREFIX } from "./api";
import type { Attribution } from "./forms/attribution";
import type { Role } from "./roles";

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
  /** When an answer is due (received + the response target in business time); null for subscriptions. */
  dueAt: string | null;
  /** When the firm first answered; null while it waits. */
  firstResponseAt: string | null;
  /** The response clock in words, at the server's now; null for spam and subscriptions. */
  clock: LeadClock | null;
  /** Who answers it (a staff account's id); null while unassigned, and for subscriptions. */
  assignedTo: string | null;
}

/** A lead's response clock as the inbox shows it: words, never a colour alone. */
export interface LeadClock {
  dueAt: string;
  state: "due" | "overdue" | "answered";
  /** "due in 3 h", "due Monday 17:00", "overdue by 1 h 20 min", "answered in 2 h 10 min". */
  words: string;
}

/** How a lead was first answered ("reply": from the inbox; the others: "answered another way"). */
export const ANSWER_WAYS = ["phone", "whatsapp", "email", "meeting", "other"] as const;
export type AnswerWay = (typeof ANSWER_WAYS)[number];
/** The longest note "answered another way" takes (one line). */
export const ANSWER_NOTE_LIMIT = 200;

export interface FirstResponse {
  at: string;
  by: string;
  how: AnswerWay | "reply";
  note: string | null;
}

/** The inbox's list views: every lead newest first, or "Waiting for an answer" by due time. */
export const LEAD_VIEWS = ["all", "waiting"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** GET /leads/overdue: how many leads wait past their due time (the navigation's count). */
export interface OverdueCount {
  overdue: number;
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
  /** The first answer, stamped by a reply or by "answered another way"; null while it waits. */
  firstResponse: FirstResponse | null;
  /** The staff member it is assigned to; null while unassigned. */
  assignee: StaffMember | null;
  /** What happened to it, oldest first: received, notified, read, status, notes, replies. */
  timeline: TimelineEntry[];
  /** The reply form: to whom, the subject, the templates filled for this lead, or why it cannot send. */
  reply: ReplyDraft | null;
}

// Replies, templates, assignment and the digest (server/inbox/replies.ts, templates.ts,
// assignment.ts, server/digest/).

/** A staff member as the inbox names them (assignee lists, the timeline). */
export interface StaffMember {
  id: string;
  /** The name shown for them (their e-mail until accounts carry a display name). */
  name: string;
  email: string;
}

export interface ReplyTemplate {
  id: string;
  name: string;
  body: string;
  updatedBy: string;
  updatedAt: string;
}

/** The reply form of a lead. */
export interface ReplyDraft {
  /** The lead's own address: the only one a reply goes to. */
  to: string;
  subject: string;
  /** Each template with its placeholders filled for this lead and the signed-in staff member. */
  templates: { id: string; name: string; body: string }[];
  /** False with mail off: `whyNot` says why. */
  canSend: boolean;
  whyNot: string | null;
}

export type TimelineKind = "received" | "notified" | "read" | "status" | "assigned" | "note" | "reply" | "answered";

/** One thing that happened to a lead. */
export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  /** Who did it (a staff member's name), null for what the server did. */
  actor: string | null;
  /** What happened, in words. */
  text: string;
  /** A note's or a reply's text. */
  body?: string;
  /** A reply's or a notification's delivery state. */
  delivery?: "queued" | "sent" | "failed";
}

/** How new leads are assigned: in turn to each staff member, or left to whoever takes them. */
export const ASSIGNMENT_MODES = ["unassigned", "round-robin"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** The inbox's settings screen: the firm's (assignment) and the signed-in person's own (digest). */
export interface InboxSettings {
  assignment: AssignmentMode;
  digest: boolean;
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
  | {
      state: "running";
      by: string;
      startedAt: string;
      step: string;
      /** "Publish this" of a preview when something was saved since it was built: what, built again. */
      savedSincePreview?: SiteChange[];
    }
  | { state: "done"; by: string; startedAt: string; finishedAt: string; build: string; fromPreview?: boolean }
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

/** The last (or running) preview: a build of what was saved, shown to staff only. */
export type SitePreview =
  | { state: "none" }
  | { state: "building"; by: string; startedAt: string; step: string }
  | { state: "ready"; id: string; by: string; startedAt: string; finishedAt: string }
  | { state: "failed"; by: string; startedAt: string; finishedAt: string; reason: string };

export interface SiteStatus {
  publishing: SitePublishing;
  preview: SitePreview;
  builds: SiteBuild[];
  /** Saved since the live build was made; null when the live build did not record its content. */
  unpublished: SiteChange[] | null;
}

/** A staff account as an owner sees it on the Accounts screen. */
export interface AccountSummary {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  createdAt: string;
  /** False while an invited person has not set a password yet (or after a reset of access). */
  active: boolean;
}

/** The Accounts screen: every account, and whether mail is on (invites need it). */
export interface AccountList {
  accounts: AccountSummary[];
  mailOn: boolean;
}

/** The signed-in staff member (GET session). */
export interface SessionInfo {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
}

/** One's own account and recent sign-ins (the Account screen). */
export interface OwnAccount {
  email: string;
  displayName: string | null;
  role: Role;
  signIns: { at: string; succeeded: boolean }[];
}
