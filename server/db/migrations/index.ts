import type { Migration } from "kysely/migration";
import { submissionsMigration } from "./001-submissions";
import { outboxLeasesMigration } from "./002-outbox-leases";
import { adminMigration } from "./003-admin";
import { referencesMigration } from "./004-references";
import { serverModelMigration } from "./005-server-model";
import { newsletterLinkTokensMigration } from "./006-newsletter-link-tokens";
import { analyticsMigration } from "./007-analytics";
import { analyticsCapsMigration } from "./008-analytics-caps";
import { responseClockMigration } from "./009-response-clock";
import { siteBuildsMigration } from "./010-site-builds";
import { repliesMigration } from "./011-replies";
import { accountsMigration } from "./012-accounts";

// Migrations in order. Keys sort by name; each runs once, on SQLite and PostgreSQL alike.
// Write them with Kysely's schema builder only, so both dialects get the same tables.
export const migrations: Record<string, Migration> = {
  "001-submissions": submissionsMigration,
  "002-outbox-leases": outboxLeasesMigration,
  "003-admin": adminMigration,
  "004-references": referencesMigration,
  "005-server-model": serverModelMigration,
  "006-newsletter-link-tokens": newsletterLinkTokensMigration,
  "007-analytics": analyticsMigration,
  "008-analytics-caps": analyticsCapsMigration,
  "009-response-clock": responseClockMigration,
  "010-site-builds": siteBuildsMigration,
  "011-replies": repliesMigration,
  "012-accounts": accountsMigration,
};
