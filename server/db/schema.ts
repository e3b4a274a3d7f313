import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { assessmentForm } from "../../common/forms/assessment";
import type { contactForm } from "../../common/forms/contact";
import type { FormDeclaration } from "../../common/forms/declare";
import type { FORMS, LeadFormKey } from "../../common/forms/registry";
import type { serviceRequestForm } from "../../common/forms/service-request";
import type { newsletterForm } from "../../common/forms/subscribe";
import type { Role } from "../../common/roles";

// Table types of the database, shared by SQLite and PostgreSQL.
// Timestamps are written as ISO-8601 UTC strings; PostgreSQL reads them back as Date,
// SQLite as the string: server/db/time.ts turns either into one ISO string.
export type Timestamp = ColumnType<Date | string, string, string>;
/** 0 or 1 (both drivers bind integers; node:sqlite does not bind booleans). */
export type Flag = ColumnType<number, number | undefined, number>;

export type LeadStatus = "new" | "in_progress" | "done";

/** The inbox's columns on every submission table (migration 003). */
export interface LeadColumns {
  lead_status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** When a staff member first opened the lead; null: still marked new in the inbox. */
  opened_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/**
 * The columns of a form's declared fields (common/forms): a required field is text, an
 * optional one text or null. Adding a field to a declaration adds its column here.
 */
type DeclaredColumns<D extends FormDeclaration> = {
  [F in D["fields"][number] as F["column"]]: F extends { required: string } ? string : string | null;
};

/** The visit a submission came from (migration 007; common/forms/attribution.ts), null when none was counted. */
export interface AttributionColumnsTable {
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  utm_term: ColumnType<string | null, string | null | undefined, string | null>;
  utm_content: ColumnType<string | null, string | null | undefined, string | null>;
  pages_viewed: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The response clock (migration 008; server/inbox/response-clock.ts). */
export interface ResponseClockColumns {
  /** Received + the response target in business time; null only before the start's backfill. */
  due_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The first answer: a reply from the inbox or "answered another way"; null while waiting. */
  first_response_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The staff member's e-mail at the time. */
  first_response_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** "reply" (from the inbox), "phone", "whatsapp", "email", "meeting", "other". */
  first_response_how: ColumnType<string | null, string | null | undefined, string | null>;
  first_response_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Who answers a lead (migration 011): a staff account's id, null while unassigned. */
export interface AssignmentColumns {
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What every lead table has besides its fields. */
interface LeadRow extends LeadColumns, AttributionColumnsTable, ResponseClockColumns, AssignmentColumns {
  id: string;
  /** Short, unambiguous (CM-7K3Q-2M); null on rows from before references existed. */
  reference: string | null;
  spam: Flag;
  created_at: Timestamp;
}

/** Every lead form's table, named and typed by its declaration (common/forms/registry.ts). */
type LeadTables = {
  [K in LeadFormKey as (typeof FORMS)[K]["table"]]: LeadRow & DeclaredColumns<(typeof FORMS)[K]>;
};

export type ContactMessagesTable = LeadRow & DeclaredColumns<typeof contactForm>;
export type ServiceRequestsTable = LeadRow & DeclaredColumns<typeof serviceRequestForm>;
export type AssessmentRequestsTable = LeadRow & DeclaredColumns<typeof assessmentForm>;

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export type SubscribersTable = DeclaredColumns<typeof newsletterForm> & SubscriberState;

interface SubscriberState extends LeadColumns, AttributionColumnsTable {
  id: string;
  status: SubscriberStatus;
  spam: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  confirmation_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

export type TokenPurpose = "confirm" | "unsubscribe";

export interface SubscriberTokensTable {
  token_hash: string;
  subscriber_id: string;
  purpose: TokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
/**
 * notification: to the firm; subscriber: newsletter mail; ack: to a lead's sender; reply: a staff
 * member's reply to a lead; digest: a staff member's morning digest; staff-access: an invite or a
 * reset of access (a one-time link); webhook: a POST.
 */
export type OutboxKind = "notification" | "subscriber" | "ack" | "reply" | "digest" | "staff-access" | "webhook";

export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  source_table: string;
  source_id: string;
  to_address: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  /** JSON object of extra headers. */
  headers: string | null;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  /** Who holds the lease: marking sent or failed must still hold it. */
  lease_id: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface OutboxAttemptsTable {
  id: string;
  outbox_id: string;
  attempt: number;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: "sent" | "error";
  error: string | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** sha256 of the validated submission: the same key with other data is refused. */
  fingerprint: string;
  status_code: number;
  body: string;
  created_at: Timestamp;
  /** The row the submission stored (migration 005; null on older records). */
  source_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StaffAccountsTable {
  id: string;
  email: string;
  /** Empty while an invited account has not set its password (nothing verifies). */
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1: the morning digest is mailed to this account (migration 011). */
  digest_enabled: Flag;
  /** owner, editor or consultant (common/roles.ts; migration 012). */
  role: ColumnType<Role, Role | undefined, Role>;
  /** How the inbox names them; null: their address (migration 012). */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A one-time link to set a password: an invite or a reset of access (migration 012). */
export interface StaffAccessLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface StaffSessionsTable {
  id_hash: string;
  staff_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LeadNotesTable {
  id: string;
  source_table: string;
  lead_id: string;
  author: string;
  body: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor: string | null;
  action: string;
  /** JSON object. */
  detail: string | null;
}

/** Random keys the server made for itself (migration 005). */
export interface ServerKeysTable {
  name: string;
  /** base64url. */
  value: string;
  created_at: Timestamp;
}

/** A client network a staff member signed in from, as a keyed hash (migration 005). */
export interface StaffSignInAddressesTable {
  staff_id: string;
  address_hash: string;
  last_at: Timestamp;
}

/** A raw counted event (migration 007): kept ANALYTICS_RAW_DAYS. */
export interface AnalyticsEventsTable {
  id: Generated<number | string>;
  /** UTC day received, YYYY-MM-DD. */
  day: string;
  at: Timestamp;
  /** HMAC of the day's salt, the site, the client's network and user agent: valid for that day only. */
  visitor: string;
  device: string;
  type: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  detail: string | null;
  value: number | null;
  bucket: number | null;
}

export interface AnalyticsSaltsTable {
  day: string;
  /** base64url, 32 random bytes. */
  salt: string;
  created_at: Timestamp;
}

export interface AnalyticsDaysTable {
  day: string;
  rolled_up_at: Timestamp | null;
  /** Events stored that day (its total cap), and those not stored (server/analytics/caps.ts). */
  events: ColumnType<number, number | undefined, number>;
  limited: ColumnType<number, number | undefined, number>;
  dropped: ColumnType<number, number | undefined, number>;
  capped_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** What a visitor (v:id) or a network (n:hash) stored on a day: its daily caps. */
export interface AnalyticsQuotaTable {
  day: string;
  key: string;
  page_views: number;
  events: number;
}

/** A visitor already counted under a device, page, landing or named event of the day. */
export interface AnalyticsSeenTable {
  day: string;
  visitor: string;
  kind: string;
  dimension: string;
  detail: string;
}

/** Per-day aggregates: nothing about a person. */
export interface AnalyticsDailyTable {
  day: string;
  kind: string;
  dimension: string;
  detail: string;
  events: number;
  visitors: number;
}

type Bucket = ColumnType<number, number | undefined, number>;

/** A Web Vital's histogram of a day and page: the count in each bucket (server/analytics/vitals.ts). */
export interface AnalyticsDailyVitalsTable {
  day: string;
  path: string;
  metric: string;
  samples: number;
  b00: Bucket;
  b01: Bucket;
  b02: Bucket;
  b03: Bucket;
  b04: Bucket;
  b05: Bucket;
  b06: Bucket;
  b07: Bucket;
  b08: Bucket;
  b09: Bucket;
  b10: Bucket;
  b11: Bucket;
  b12: Bucket;
  b13: Bucket;
  b14: Bucket;
  b15: Bucket;
  b16: Bucket;
  b17: Bucket;
  b18: Bucket;
  b19: Bucket;
  b20: Bucket;
  b21: Bucket;
  b22: Bucket;
  b23: Bucket;
  b24: Bucket;
  b25: Bucket;
}

/** Published builds, for every instance (migration 010, server/publishing/build-store.ts). */
export interface SiteBuildsTable {
  id: string;
  at: string;
  by: string;
  git_commit: string | null;
  /** Bytes of the archive. */
  size: number;
  /** The build's folder as a gzipped tar archive. */
  archive: Uint8Array;
}

export interface SiteLiveTable {
  name: string;
  build: string;
  deployed: string;
  changed_at: string;
}

export interface SitePublishLockTable {
  name: string;
  holder: string;
  by: string;
  started_at: string;
}

/** A reply text staff keep in the inbox (migration 011, server/inbox/templates.ts). */
export interface ReplyTemplatesTable {
  id: string;
  name: string;
  body: string;
  updated_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reply sent from a lead; its mail is the outbox row `outbox_id` (server/inbox/replies.ts). */
export interface LeadRepliesTable {
  id: string;
  source_table: string;
  lead_id: string;
  outbox_id: string;
  author: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

/** What a lead's timeline shows that no other table keeps: read, status, assigned (timeline.ts). */
export interface LeadEventsTable {
  id: string;
  source_table: string;
  lead_id: string;
  at: Timestamp;
  actor: string | null;
  kind: "read" | "status" | "assigned";
  /** JSON object. */
  detail: string | null;
}

/** Inbox settings staff change in the browser (server/inbox/assignment.ts). */
export interface InboxSettingsTable {
  name: string;
  value: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** A day whose morning digest went out: its key decides which instance sends it (server/digest/). */
export interface DigestDaysTable {
  /** YYYY-MM-DD in the firm's time zone. */
  day: string;
  claimed_at: Timestamp;
  /** Digests queued. */
  mails: number;
}

export interface Database extends LeadTables {
  subscribers: SubscribersTable;
  subscriber_tokens: SubscriberTokensTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_access_links: StaffAccessLinksTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
  server_keys: ServerKeysTable;
  staff_sign_in_addresses: StaffSignInAddressesTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_quota: AnalyticsQuotaTable;
  analytics_seen: AnalyticsSeenTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_daily_vitals: AnalyticsDailyVitalsTable;
  site_builds: SiteBuildsTable;
  site_live: SiteLiveTable;
  site_publish_lock: SitePublishLockTable;
  reply_templates: ReplyTemplatesTable;
  lead_replies: LeadRepliesTable;
  lead_events: LeadEventsTable;
  inbox_settings: InboxSettingsTable;
  digest_days: DigestDaysTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
