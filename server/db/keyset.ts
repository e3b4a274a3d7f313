import { sql, type Expression, type SqlBool } from "kysely";
import type { FormTable } from "../../common/forms/registry";
import type { Db } from "./index";
import { toIso } from "./time";

// Reading a table in (created_at, id) order a bounded slice at a time, by its (created_at, id)
// index: a condition no index can answer (a search with LIKE) then costs at most one slice per
// query, and the event loop is handed back between slices (SQLite's reads hold the thread).

export interface Position {
  createdAt: string;
  id: string;
}

export type Direction = "asc" | "desc";

/** Rows strictly past `from` in the direction. */
export function pastPosition(direction: Direction, from: Position): Expression<SqlBool> {
  return direction === "asc"
    ? sql<SqlBool>`(created_at, id) > (${from.createdAt}, ${from.id})`
    : sql<SqlBool>`(created_at, id) < (${from.createdAt}, ${from.id})`;
}

/** Rows up to and including `to` in the direction. */
export function upTo(direction: Direction, to: Position): Expression<SqlBool> {
  return direction === "asc"
    ? sql<SqlBool>`(created_at, id) <= (${to.createdAt}, ${to.id})`
    : sql<SqlBool>`(created_at, id) >= (${to.createdAt}, ${to.id})`;
}

/**
 * The position of the `size`-th row past `from` (every row, whatever the filters, narrowed only
 * by `base`, which the index answers): the end of the next slice; undefined when the table has
 * fewer rows left (the slice runs to the end).
 */
export async function sliceEnd(
  db: Db,
  table: FormTable,
  { direction, from, size, base }: { direction: Direction; from?: Position; size: number; base?: Expression<SqlBool> },
): Promise<Position | undefined> {
  let query = db
    .selectFrom(table)
    .select(["created_at", "id"])
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .limit(1)
    .offset(size - 1);
  if (from) query = query.where(pastPosition(direction, from));
  if (base) query = query.where(base);
  const row = await query.executeTakeFirst();
  return row ? { createdAt: toIso(row.created_at), id: row.id } : undefined;
}

/** Hands the event loop to whatever waits (other requests) before the next slice. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
