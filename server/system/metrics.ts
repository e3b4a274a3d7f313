import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { FORM_KEYS, tableOf } from "../../common/forms/registry";
import { toIso } from "../db/time";

// GET /metrics in Prometheus' text format (prom-client), for a monitor that scrapes it with
// `Authorization: Bearer <METRICS_TOKEN>`. Registered only when METRICS_TOKEN is set (404
// otherwise); a missing or wrong token answers 401. The figures are read from the database at
// each scrape, so every instance reports the same and none is lost at a restart.

const digest = (value: string) => createHash("sha256").update(value).digest();

export default async function metricsRoute(app: FastifyInstance, { token }: { token: string }) {
  const { db } = app.database;
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: "site_" });

  new Gauge({
    name: "site_submissions",
    help: "Submissions stored, by form (spam included).",
    labelNames: ["form"],
    registers: [register],
    async collect() {
      for (const form of FORM_KEYS) {
        const row = await db
          .selectFrom(tableOf(form))
          .select((eb) => eb.fn.countAll<string | number>().as("count"))
          .executeTakeFirst();
        this.set({ form }, Number(row?.count ?? 0));
      }
    },
  });
  new Gauge({
    name: "site_outbox_depth",
    help: "Mail and webhook deliveries waiting to be sent (queued or being retried).",
    registers: [register],
    async collect() {
      const row = await db
        .selectFrom("outbox")
        .where("status", "in", ["pending", "sending"])
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirst();
      this.set(Number(row?.count ?? 0));
    },
  });
  new Gauge({
    name: "site_outbox_oldest_age_seconds",
    help: "Age of the oldest delivery still waiting (0 when none waits).",
    registers: [register],
    async collect() {
      const row = await db
        .selectFrom("outbox")
        .where("status", "in", ["pending", "sending"])
        .select((eb) => eb.fn.min("created_at").as("oldest"))
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(toIso(row.oldest)) : undefined;
      this.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  new Gauge({
    name: "site_deliveries",
    help: "Deliveries by kind (notification, ack, subscriber, webhook) and result (sent, failed: given up, waiting).",
    labelNames: ["kind", "result"],
    registers: [register],
    async collect() {
      const rows = await db
        .selectFrom("outbox")
        .select((eb) => ["kind", "status", eb.fn.countAll<string | number>().as("count")])
        .groupBy(["kind", "status"])
        .execute();
      this.reset();
      for (const row of rows) {
        const result = row.status === "sent" || row.status === "failed" ? row.status : "waiting";
        this.inc({ kind: row.kind, result }, Number(row.count));
      }
    },
  });
  // The status is read once per scrape for these two.
  let status: Awaited<ReturnType<typeof app.systemStatus>> | undefined;
  new Gauge({
    name: "site_backup_age_seconds",
    help: "Age of the last good (verified) backup; +Inf when there is none.",
    registers: [register],
    collect() {
      const at = status?.backups.lastGood?.at;
      this.set(at ? Math.max(0, (Date.now() - Date.parse(at)) / 1000) : Infinity);
    },
  });
  new Gauge({
    name: "site_health_problems",
    help: "Health problems the inbox's banner shows now, by kind (mail, webhook, backup-none, backup-stale, disk).",
    labelNames: ["problem"],
    registers: [register],
    collect() {
      this.reset();
      for (const id of ["mail", "webhook", "backup-none", "backup-stale", "disk"]) {
        this.set({ problem: id }, status?.problems.filter((problem) => problem.id === id).length ?? 0);
      }
    },
  });

  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    const given = digest(String(request.headers.authorization ?? ""));
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Send Authorization: Bearer <METRICS_TOKEN>." });
    }
    status = await app.systemStatus();
    const body = await register.metrics();
    return reply.header("content-type", register.contentType).header("cache-control", "no-store").send(body);
  });
}
