import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Newsletter links are made when their mail is sent (newsletter/links.ts); mails queued before
// held the tokens themselves. Their tokens become the placeholders the worker fills, in bodies
// and headers alike (a sent mail kept its List-Unsubscribe header), so no usable token stays in
// the outbox. The tokens of a mail never tried are deleted: nobody has them. Those of a mail
// tried at least once are kept, since that attempt may have reached the reader. No schema
// change; down() has nothing to restore (the tokens are gone by design).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The placeholders of newsletter/links.ts, written out: a migration never changes. */
const LINKS = [
  { pattern: /(\/subscribe\/confirm\?token=)([A-Za-z0-9_-]{43})/g, placeholder: "{confirm-token}" },
  { pattern: /(\/subscribe\/unsubscribe\?token=)([A-Za-z0-9_-]{43})/g, placeholder: "{unsubscribe-token}" },
];

interface Row {
  id: string;
  status: string;
  attempts: number;
  text_body: string | null;
  html_body: string | null;
  headers: string | null;
}

export const newsletterLinkTokensMigration: Migration = {
  async up(db: AnyDb) {
    const rows = (await db
      .selectFrom("outbox")
      .select(["id", "status", "attempts", "text_body", "html_body", "headers"])
      .where("kind", "=", "subscriber")
      .execute()) as Row[];
    for (const row of rows) {
      const tokens = new Set<string>();
      const strip = (value: string | null) => {
        if (value === null) return null;
        let result = value;
        for (const { pattern, placeholder } of LINKS) {
          result = result.replace(pattern, (_match, prefix: string, token: string) => {
            tokens.add(token);
            return `${prefix}${placeholder}`;
          });
        }
        return result;
      };
      const update = { text_body: strip(row.text_body), html_body: strip(row.html_body), headers: strip(row.headers) };
      if (tokens.size === 0) continue;
      await db.updateTable("outbox").set(update).where("id", "=", row.id).execute();
      if (row.status === "pending" && Number(row.attempts) === 0) {
        const hashes = [...tokens].map((token) => createHash("sha256").update(token).digest("hex"));
        await db.deleteFrom("subscriber_tokens").where("token_hash", "in", hashes).execute();
      }
    }
  },
  async down() {
    // Nothing to restore.
  },
};
