import { staffName } from "../../common/roles";
import type { Db } from "../db/index";

// Where the inbox names staff (a note's author, who answered a lead), the records keep the
// address they had; they are shown by the account's display name when it has one.

/** Each address's name as the inbox shows it (the address itself when it has no account or no name). */
export async function staffNames(db: Db, emails: readonly string[]): Promise<(email: string) => string> {
  const wanted = [...new Set(emails)];
  const rows =
    wanted.length === 0
      ? []
      : await db.selectFrom("staff_accounts").select(["email", "display_name"]).where("email", "in", wanted).execute();
  const names = new Map(rows.map((row) => [row.email, staffName({ email: row.email, displayName: row.display_name })]));
  return (email) => names.get(email) ?? email;
}
