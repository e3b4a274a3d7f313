// The one place where timestamps are normalised: PostgreSQL returns Date objects,
// SQLite the ISO strings the app wrote. Everything above the database sees ISO-8601 UTC.

/** Now, as written to the database. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** An ISO-8601 UTC timestamp `ms` milliseconds from now. */
export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** A timestamp column's value as ISO-8601 UTC. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
