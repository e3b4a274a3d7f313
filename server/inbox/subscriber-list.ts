import { sql, type SqlBool } from "kysely";
import type { Subscriber, SubscriptionStatus } from "../../common/admin-api";
import type { Db } from "../db/index";
import { toIso } from "../db/time";
import type { Cursor } from "./lead-list";

// The newsletter's subscribers, their own list in the inbox (status, dates).

export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const satisfies SubscriptionStatus[];
export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);

/** Subscribers, newest first, keyset on (created_at, id). */
export async function listSubscribers(
  db: Db,
  { status, after, limit = 50 }: { status?: string; after?: Cursor; limit?: number },
) {
  let query = db
    .selectFrom("subscribers")
    .select(["id", "name", "email", "status", "spam", "created_at", "updated_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (isSubscriptionStatus(status)) query = query.where("status", "=", status);
  if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.createdAt}, ${after.id})`);
  const rows = await query.execute();
  const subscribers = rows.slice(0, limit).map((row): Subscriber => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    spam: row.spam === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    confirmedAt: toIso(row.confirmed_at),
    unsubscribedAt: toIso(row.unsubscribed_at),
  }));
  const last = subscribers.at(-1);
  return { subscribers, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : undefined };
}
