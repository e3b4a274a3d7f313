import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { ASSIGNMENT_MODES, type AssignmentMode } from "../../common/admin-api";
import { tableOf, type LeadFormKey } from "../../common/forms/registry";
import type { Db, Dialect } from "../db/index";
import type { Writer } from "../db/write-queue";
import { nowIso } from "../db/time";

// Who answers a lead: a staff account (assigned_to, migration 011), set by hand on the lead or,
// when the inbox's setting says "round-robin", given to each new lead in turn. The setting and
// the last account given a lead live in inbox_settings, so every instance takes turns together.

const MODE = "assignment";
const LAST = "assignment-last";

async function readSetting(db: Db | Writer, name: string): Promise<string | undefined> {
  const row = await db.selectFrom("inbox_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}

async function writeSetting(db: Db | Writer, name: string, value: string, by: string | null) {
  const now = nowIso();
  await db
    .insertInto("inbox_settings")
    .values({ name, value, updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_by: by, updated_at: now }))
    .execute();
}

/** How new leads are assigned (unassigned until staff choose otherwise). */
export async function assignmentMode(db: Db | Writer): Promise<AssignmentMode> {
  const value = await readSetting(db, MODE);
  return (ASSIGNMENT_MODES as readonly string[]).includes(value ?? "") ? (value as AssignmentMode) : "unassigned";
}

export async function setAssignmentMode(db: Db, mode: AssignmentMode, by: string): Promise<void> {
  await writeSetting(db, MODE, mode, by);
}

/**
 * The account a new lead goes to, in the submission's transaction: with round-robin, the next
 * account (by e-mail) after the one that had the last lead; otherwise none. On PostgreSQL two
 * submissions at once take turns on an advisory lock, so neither skips nor doubles an account.
 */
export async function nextAssignee(trx: Writer | Db, dialect: Dialect): Promise<string | null> {
  if ((await assignmentMode(trx)) !== "round-robin") return null;
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext('inbox:assignment'))`.execute(trx);
  const staff = await trx.selectFrom("staff_accounts").select("id").orderBy("email").orderBy("id").execute();
  if (staff.length === 0) return null;
  const last = await readSetting(trx, LAST);
  const at = staff.findIndex((account) => account.id === last);
  const next = staff[(at + 1) % staff.length]!.id;
  await writeSetting(trx, LAST, next, null);
  return next;
}

/**
 * Assigns a lead to an account (or to nobody: null). "not-found" for no such lead, "no-staff"
 * for no such account; the change is on the lead's timeline.
 */
export async function assignLead(
  db: Db,
  lead: { form: LeadFormKey; id: string },
  { staffId, by }: { staffId: string | null; by: string },
): Promise<"assigned" | "not-found" | "no-staff"> {
  const table = tableOf(lead.form) as "contact_messages";
  return db.transaction().execute(async (trx) => {
    if (staffId !== null) {
      const account = await trx.selectFrom("staff_accounts").select("id").where("id", "=", staffId).executeTakeFirst();
      if (!account) return "no-staff";
    }
    const result = await trx
      .updateTable(table)
      .set({ assigned_to: staffId })
      .where("id", "=", lead.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "not-found";
    await trx
      .insertInto("lead_events")
      .values({
        id: randomUUID(),
        source_table: table,
        lead_id: lead.id,
        at: nowIso(),
        actor: by,
        kind: "assigned",
        detail: JSON.stringify({ staffId }),
      })
      .execute();
    return "assigned";
  });
}

/** A staff member's digest on or off (staff_accounts.digest_enabled). */
export async function setDigest(db: Db, staffId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable("staff_accounts")
    .set({ digest_enabled: enabled ? 1 : 0 })
    .where("id", "=", staffId)
    .execute();
}

export async function digestEnabled(db: Db, staffId: string): Promise<boolean> {
  const row = await db
    .selectFrom("staff_accounts")
    .select("digest_enabled")
    .where("id", "=", staffId)
    .executeTakeFirst();
  return row?.digest_enabled === 1;
}
