import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql, type SqlBool } from "kysely";
import { FORMS } from "../../../common/forms/registry";
import { exportText } from "../submissions";
import { audit } from "../audit";
import { filterCondition } from "../lead-list";
import { exportQuery } from "../schemas";
import { isSubscriptionStatus } from "../subscriber-list";
import { readFilter } from "./leads";

// The current filter of one form, as CSV (formula-safe) or JSON: the export command's code,
// streamed (read a slice at a time, written as it is read: a 100,000-row export holds neither
// the file in memory nor the event loop). The subscribers page's filter is `subscription`.
// Audited as it starts (who, form, format, filter) and as it ends: the rows handed to the
// connection, and whether it completed or was cut off (the client hung up, or reading failed).

export default async function exportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    "/export",
    { schema: { querystring: exportQuery }, config: { permission: "export" } },
    async (request, reply) => {
      const query = request.query;
      const form = query.form;
      const format = query.format === "json" ? "json" : "csv";
      const filter = readFilter(query);
      const subscription =
        form === "newsletter" && isSubscriptionStatus(query.subscription) ? query.subscription : undefined;
      const condition = filterCondition(form, filter);
      const where = subscription ? sql<SqlBool>`(${condition}) and status = ${subscription}` : condition;
      const actor = request.staff!.email;
      const described = {
        form,
        format,
        filter: { status: filter.status, spam: filter.spam, search: Boolean(filter.q), subscription },
      };
      await audit(db, { actor, action: "export-start", detail: described });
      let read = 0;
      let rows = 0;
      async function* body() {
        let outcome = "aborted";
        try {
          for await (const chunk of exportText(db, form, format, {
            includeSpam: true,
            where,
            onRow: () => void read++,
          })) {
            yield chunk;
            // Resumed: the stream took the chunk, and the rows in it.
            rows = read;
          }
          outcome = "completed";
        } finally {
          // Also when the stream is destroyed (the client hung up): the generator is returned.
          await audit(db, { actor, action: "export", detail: { ...described, rows, outcome } });
        }
      }
      const name = `${FORMS[form].exportName}-${new Date().toISOString().slice(0, 10)}.${format}`;
      return (
        reply
          .header("content-disposition", `attachment; filename="${name}"`)
          .type(format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8")
          // One chunk (a slice) waits at most: the socket's pace sets the reading's.
          .send(Readable.from(body(), { highWaterMark: 1 }))
      );
    },
  );
}
