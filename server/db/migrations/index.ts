import type { Migration } from "kysely";
import { submissionsMigration } from "./001-submissions";

// Migrations in order. Keys sort by name; each runs once, on SQLite and PostgreSQL alike.
// Write them with Kysely's schema builder only, so both dialects get the same tables.
export const migrations: Record<string, Migration> = {
  "001-submissions": submissionsMigration,
};
