import { createHash, randomBytes } from "node:crypto";

// Newsletter link tokens: 256 random bits in the link, only their SHA-256 in the database.

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** A token as it may appear in a link: anything else is refused before any lookup. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
