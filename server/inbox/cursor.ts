// The lists' `next`/`after` cursors: a position (or any small record of strings) as base64url
// JSON. A cursor that does not decode is no cursor (the first page), never an error.

export function encodeCursor(cursor: object | undefined): string | null {
  return cursor ? Buffer.from(JSON.stringify(cursor)).toString("base64url") : null;
}

export function decodeCursor(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "string" || value === "" || value.length > 300) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const entries = Object.entries(parsed).filter(([, v]) => typeof v === "string");
    const out = Object.fromEntries(entries) as Record<string, string>;
    for (const key of ["createdAt", "at"])
      if (out[key] !== undefined && Number.isNaN(Date.parse(out[key]))) return undefined;
    return out;
  } catch {
    return undefined;
  }
}

/** A list position ({createdAt, id}) from a cursor, if it holds one. */
export function positionOf(value: unknown): { createdAt: string; id: string } | undefined {
  const cursor = decodeCursor(value);
  return cursor?.createdAt && cursor.id ? { createdAt: cursor.createdAt, id: cursor.id } : undefined;
}
