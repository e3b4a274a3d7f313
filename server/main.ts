import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/index";
import { outboxWorkerFor } from "./delivery/worker";
import { scheduleRetentionPurge } from "./system/retention";
import { holdServerLock } from "./backups/lock";
import { scheduleBackups } from "./backups/schedule";
import { backfillDueTimes } from "./inbox/response-clock";
import { scheduleMorningDigest } from "./digest/schedule";

// config → database → buildApp → listen → outbox worker → graceful shutdown (SIGTERM: stop
// accepting, finish requests in flight, close the database, exit 0).

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = openDatabase(config.DATABASE_URL);
// Marks the database as in use by a running server: `backup restore` refuses to overwrite it.
const serverLock = await holdServerLock(config.DATABASE_URL);
await migrateToLatest(database.db);

// The worker is made once the app has its logger; the app nudges it whenever it queues something.
// CLOCK_START (tests only, never in production): the clock starts there and runs on in real time.
const clockOffset = config.CLOCK_START ? Date.parse(config.CLOCK_START) - Date.now() : 0;
const app = await buildApp({
  config,
  database,
  onOutboxWrite: () => worker?.nudge(),
  ...(config.CLOCK_START ? { clock: () => new Date(Date.now() + clockOffset) } : {}),
});
const worker = outboxWorkerFor(config, database, app.log, () => app.siteIdentity().siteName);
// Leads from before the response clock get their due time from the live build's business hours.
const backfilled = await backfillDueTimes(database.db, app.businessHours());
if (backfilled > 0) app.log.info(`response clock: due times given to ${backfilled} earlier leads`);

let stopBackups = () => undefined as void;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight, then exiting`);
  try {
    await app.close();
    await worker?.stop();
    stopBackups();
    await database.close();
    await serverLock.release();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, "could not start listening");
  await database.close();
  await serverLock.release();
  process.exit(1);
}
const stopPurge = scheduleRetentionPurge(database.db, {
  retentionDays: config.RETENTION_DAYS,
  analyticsRawDays: config.ANALYTICS_RAW_DAYS,
  log: app.log,
});
process.once("beforeExit", stopPurge);
stopBackups = scheduleBackups(config, serverLock, app.log);
// The morning digest needs mail: without SMTP_URL nothing would ever send it.
const stopDigest = config.SMTP_URL
  ? scheduleMorningDigest({
      database,
      log: app.log,
      site: () => ({ hours: app.businessHours(), siteName: app.siteIdentity().siteName }),
      linkOrigin: app.linkOrigin,
      onQueued: () => worker?.nudge(),
      now: app.clock,
    })
  : () => undefined;
process.once("beforeExit", stopDigest);
if (!config.SMTP_URL) {
  app.log.info("Mail is off: SMTP_URL is not set. Submissions are stored, no notification is sent.");
} else if (!config.NOTIFY_TO) {
  app.log.warn("NOTIFY_TO is not set: notifications of new submissions stay queued until it is.");
}
if (config.WEBHOOK_URLS.length > 0) {
  app.log.info(`Webhooks on: each new lead goes to ${config.WEBHOOK_URLS.length} URL(s).`);
}
worker?.start();
