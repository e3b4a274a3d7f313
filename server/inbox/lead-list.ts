import { sql, type Expression, type SqlBool } from "kysely";
import type { LeadStatus, LeadSummary } from "../../common/admin-api";
import { columnOfRole, type FormDeclaration } from "../../common/forms/declare";
import { FORMS, FORM_KEYS, tableOf, type FormKey } from "../../common/forms/registry";
import type { Db } from "../db/index";
import { pastPosition, sliceEnd, upTo, yieldToOthers, type Position } from "../db/keyset";
import { toIso } from "../db/time";

// The inbox's list: the four submission tables in one newest-first list, each read with a
// keyset query on its own (spam, [lead_status,] created_at, id) index and the pages merged;
// filters by form, status and spam; a search over the declared `searched` fields.
//
// A search (LIKE over text) can use no index: it reads the table a slice of SEARCH_SLICE rows
// at a time and stops after SEARCH_BUDGET rows per form and request, answering what it found
// with a cursor to continue. A long search neither blocks other requests nor runs unbounded.

/** A form's declaration (common/forms) as the inbox reads it. */
export const formOf = (key: FormKey): FormDeclaration => FORMS[key];

/** The columns the inbox's search looks in: the declared fields marked `searched`. */
export const searchColumns = (form: FormDeclaration) =>
  form.fields.filter((field) => field.searched).map((field) => field.column);

export const SEARCH_SLICE = 500;
export const SEARCH_BUDGET = 20_000;

export type SpamFilter = "exclude" | "only" | "all";

export interface LeadFilter {
  forms?: readonly FormKey[];
  /** new, in progress, done; "spam" is the spam flag. */
  status?: LeadStatus;
  spam?: SpamFilter;
  q?: string;
  /** "Mine": only the leads assigned to this staff account's id (subscriptions have none). */
  assignedTo?: string;
}

export type Cursor = Position;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as one SQL condition over a form's table (also narrows the export). */
export function filterCondition(form: FormKey, filter: LeadFilter): Expression<SqlBool> {
  const parts: ReturnType<typeof sql<SqlBool>>[] = [];
  const spam = filter.status === "spam" ? "only" : (filter.spam ?? "exclude");
  if (spam === "exclude") parts.push(sql<SqlBool>`spam = 0`);
  if (spam === "only") parts.push(sql<SqlBool>`spam = 1`);
  if (filter.status && filter.status !== "spam") parts.push(sql<SqlBool>`lead_status = ${filter.status}`);
  if (filter.assignedTo !== undefined)
    parts.push(formOf(form).referencePrefix ? sql<SqlBool>`assigned_to = ${filter.assignedTo}` : sql<SqlBool>`1 = 0`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const matches = searchColumns(formOf(form)).map(
      (column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
    );
    parts.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

type Row = Record<string, unknown>;

function shownStatus(row: Row): LeadStatus {
  return row.spam === 1 ? "spam" : (row.lead_status as LeadStatus);
}

export function summarise(form: FormKey, row: Row): LeadSummary {
  const definition = formOf(form);
  const company = columnOfRole(definition, "company");
  return {
    form,
    id: row.id as string,
    createdAt: toIso(row.created_at as Date | string),
    name: row[columnOfRole(definition, "name")!] as string,
    email: row.email as string,
    company: company ? (row[company] as string) : null,
    summary: (row[columnOfRole(definition, "summary")!] as string | null) ?? null,
    status: shownStatus(row),
    spam: row.spam === 1,
    opened: row.opened_at !== null,
    reference: (row.reference as string | null | undefined) ?? null,
    dueAt: toIso((row.due_at ?? null) as Date | string | null),
    firstResponseAt: toIso((row.first_response_at ?? null) as Date | string | null),
    // The clock's words need the firm's hours and the server's now: the route adds them.
    clock: null,
    assignedTo: (row.assigned_to as string | null | undefined) ?? null,
  };
}

const newer = (a: Position, b: Position) => (a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt);

/** One form's page: its matches after the cursor, and how far a bounded search read (undefined: to the end). */
interface SearchBounds {
  /** Rows read per query. */
  slice: number;
  /** Rows read per form and request. */
  budget: number;
}

/** The columns a list reads of a form's table. */
export function listColumns(form: FormKey): string[] {
  const definition = formOf(form);
  const columns = ["id", "created_at", "email", "spam", "lead_status", "opened_at"];
  for (const role of ["name", "summary", "company"] as const) {
    const column = columnOfRole(definition, role);
    if (column && !columns.includes(column)) columns.push(column);
  }
  if (definition.referencePrefix) columns.push("reference", "due_at", "first_response_at", "assigned_to");
  return columns;
}

async function formPage(
  db: Db,
  form: FormKey,
  filter: LeadFilter,
  { after, limit, bounds }: { after: Cursor | undefined; limit: number; bounds: SearchBounds },
) {
  const columns = listColumns(form);
  const table = tableOf(form);
  const query = (slice?: { from?: Position; end?: Position }) => {
    let built = db
      .selectFrom(table)
      .select(columns.map((column) => sql.ref(column).as(column)))
      .where(filterCondition(form, filter))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1);
    if (slice?.from) built = built.where(pastPosition("desc", slice.from));
    if (slice?.end) built = built.where(upTo("desc", slice.end));
    return built;
  };
  if (!filter.q?.trim()) {
    const rows = (await query({ from: after }).execute()) as Row[];
    return { leads: rows.map((row) => summarise(form, row)), frontier: undefined };
  }
  const leads: LeadSummary[] = [];
  let from = after;
  for (let read = 0; read < bounds.budget; read += bounds.slice) {
    const end = await sliceEnd(db, table, { direction: "desc", from, size: bounds.slice });
    const rows = (await query({ from, end }).execute()) as Row[];
    leads.push(...rows.map((row) => summarise(form, row)));
    if (leads.length > limit || !end) return { leads, frontier: undefined };
    from = end;
    await yieldToOthers();
  }
  return { leads, frontier: from };
}

/**
 * One page of the inbox, newest first, after the cursor. A bounded search may answer fewer
 * leads than a page with a `next` cursor: everything newer than it was searched.
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  {
    after,
    limit = 50,
    bounds = { slice: SEARCH_SLICE, budget: SEARCH_BUDGET },
  }: { after?: Cursor; limit?: number; bounds?: SearchBounds },
): Promise<{ leads: LeadSummary[]; next: Cursor | undefined }> {
  const forms = filter.forms?.length ? filter.forms : FORM_KEYS;
  const pages = await Promise.all(forms.map((form) => formPage(db, form, filter, { after, limit, bounds })));
  // Every form has been read down to the highest frontier (a search that stopped early): only
  // what lies at or above it is complete.
  const cutoff = pages
    .map((page) => page.frontier)
    .filter((frontier): frontier is Position => frontier !== undefined)
    .reduce<Position | undefined>(
      (highest, frontier) => (!highest || newer(frontier, highest) ? frontier : highest),
      undefined,
    );
  const merged = pages
    .flatMap((page) => page.leads)
    .filter((lead) => !cutoff || !newer(cutoff, lead))
    .sort((a, b) => (newer(a, b) ? -1 : 1));
  const leads = merged.slice(0, limit);
  const last = leads.at(-1);
  if (merged.length > limit && last) return { leads, next: { createdAt: last.createdAt, id: last.id } };
  return { leads, next: cutoff };
}
