import { randomUUID } from "node:crypto";
import type { ReplyTemplate } from "../../common/admin-api";
import type { Db } from "../db/index";
import { nowIso, toIso } from "../db/time";
import { isUniqueViolation } from "../forms/form-route";

// The reply templates staff keep in the inbox (reply_templates): listed by name, added, edited,
// deleted. A template's placeholders are checked by its route's schema (common/replies.ts):
// one the inbox does not know is refused when saved, naming it.

type Row = { id: string; name: string; body: string; updated_by: string; updated_at: Date | string };

const toTemplate = (row: Row): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  updatedBy: row.updated_by,
  updatedAt: toIso(row.updated_at),
});

export async function listTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db
    .selectFrom("reply_templates")
    .select(["id", "name", "body", "updated_by", "updated_at"])
    .orderBy("name")
    .execute();
  return rows.map(toTemplate);
}

/** A new template; "name-taken" when another has its name. */
export async function addTemplate(
  db: Db,
  { name, body, by }: { name: string; body: string; by: string },
): Promise<ReplyTemplate | "name-taken"> {
  const now = nowIso();
  const row = { id: randomUUID(), name, body, updated_by: by, created_at: now, updated_at: now };
  try {
    await db.insertInto("reply_templates").values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return "name-taken";
    throw error;
  }
  return toTemplate(row);
}

export async function updateTemplate(
  db: Db,
  id: string,
  { name, body, by }: { name: string; body: string; by: string },
): Promise<ReplyTemplate | "name-taken" | "not-found"> {
  const now = nowIso();
  try {
    const result = await db
      .updateTable("reply_templates")
      .set({ name, body, updated_by: by, updated_at: now })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "not-found";
  } catch (error) {
    if (isUniqueViolation(error)) return "name-taken";
    throw error;
  }
  return { id, name, body, updatedBy: by, updatedAt: now };
}

export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("reply_templates").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
