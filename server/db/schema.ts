// Table types of the database, shared by SQLite and PostgreSQL.
// The submission tables arrive with their migrations (server/db/migrations).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
