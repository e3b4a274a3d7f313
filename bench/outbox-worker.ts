import pino from "pino";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/index";
import { outboxWorkerFor } from "../server/delivery/worker";

// The outbox worker of bench/outbox.ts, in a process of its own: built from the
// environment exactly as server/main.ts builds it (outboxWorkerFor), started once the
// benchmark has seeded the queue, stopped by SIGTERM.
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
const worker = outboxWorkerFor(config, database, pino({ level: config.LOG_LEVEL }));
if (!worker) throw new Error("bench-outbox-worker: neither SMTP_URL nor WEBHOOK_URLS is set");
worker.start();
process.stdout.write("worker started\n");
process.on("SIGTERM", () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
