/**
 * Paged pull (issue 14): how one answer is assembled from the tables for the caller's role, and the
 * page token. Unpaged tables are read whole on the first page; paged tables (paged.ts) share a row
 * budget per answer and continue by keyset. Every page reads with the first page's `since` and the
 * answer's cursor stays the first page's counter: a row that changes while the pages are read has a
 * version above that cursor, so the next pull sends it again, and the keyset never sends a row twice.
 */
import { sql } from 'drizzle-orm';
import type { PullResponse } from '../../contract/sync';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { refuse } from '../http/problem';
import type { PullContext, PullTable, Tombstone } from './tables/table';

/**
 * Rows of paged tables per answer (an admin's 20,000 people: see docs/PERFORMANCE.md); a table's row
 * that holds many (`rowWeight`) counts for more.
 */
export const PULL_PAGE_ROWS = 5000;

/** Where the next page starts: the first page's cursor and since, the table index, the last id sent. */
export interface PageToken {
  cursor: string;
  since: number;
  table: number;
  after: string | null;
}

export function encodePageToken(token: PageToken): string {
  return Buffer.from(JSON.stringify([token.cursor, token.since, token.table, token.after])).toString('base64url');
}

/** The token of a `page` query value; 400 when it is not one this server wrote. */
export function decodePageToken(value: string): PageToken {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 4) {
    const [cursor, since, table, after] = parsed as unknown[];
    if (typeof cursor === 'string' && /^\d{1,19}$/.test(cursor) && Number.isSafeInteger(since) && (since as number) >= 0
      && Number.isSafeInteger(table) && (table as number) >= 0 && (after === null || (typeof after === 'string' && after.length <= 300))) {
      return { cursor, since: since as number, table: table as number, after: after as string | null };
    }
  }
  throw refuse(400, 'pull-token-invalid');
}

/** The tables of the caller's role, in answer order. */
export const tablesFor = (tables: readonly PullTable[], ctx: PullContext) =>
  tables.filter((table) => table.roles.includes(ctx.caller.role));

interface PageInput {
  tables: readonly PullTable[];
  ctx: PullContext;
  /** Null for the first page (which carries the tombstones and the unpaged tables). */
  token: PageToken | null;
  tombstones: Tombstone[];
  /** The answer's cursor. */
  cursor: string;
  /** Rows of paged tables this answer may hold; null: no paging (a client that did not ask for it). */
  budget: number | null;
}

/**
 * The tables a delta's first page need not read: one statement asks each table's `changed`. Most
 * delta pulls find a change in one or two of some twenty tables; on embedded PGlite each statement
 * costs about 1–2 ms, most of it planning (docs/PERFORMANCE.md, "200 learners on PGlite").
 */
async function unchangedTables(db: Database, tables: readonly PullTable[], ctx: PullContext): Promise<Set<PullTable>> {
  const asked = tables.filter((table) => table.changed);
  if (ctx.since === 0 || asked.length === 0) return new Set();
  const [row] = await selectRows<Record<string, boolean>>(db,
    sql`select ${sql.join(asked.map((table, i) => sql`${table.changed!(ctx)} as ${sql.identifier(`t${i}`)}`), sql`, `)}`);
  return new Set(asked.filter((_, i) => row?.[`t${i}`] === false));
}

/** Reads one answer's changes, and the token of the next page when rows are left. */
export async function readPage(db: Database, input: PageInput): Promise<Pick<PullResponse, 'changes' | 'more' | 'page'>> {
  const { tables, ctx, token, tombstones } = input;
  const changes: PullResponse['changes'] = {};
  let budget = input.budget;
  let next: PageToken | null = null;
  const unchanged = token === null ? await unchangedTables(db, tables, ctx) : new Set<PullTable>();
  for (const [index, table] of tables.entries()) {
    const del = token === null ? table.del(tombstones) : [];
    if (unchanged.has(table)) {
      changes[table.name] = { put: [], del };
      continue;
    }
    if (budget === null || !table.page) {
      if (token === null) changes[table.name] = { put: await table.put(db, ctx), del };
      continue;
    }
    if (token !== null && index < token.table) continue;
    const after = token !== null && index === token.table ? token.after : null;
    const weight = table.rowWeight ?? 1;
    // How many of this table's rows still fit; a page with nothing in it yet always takes one (progress).
    const fits = budget === input.budget ? Math.max(1, Math.floor(budget / weight)) : Math.floor(budget / weight);
    if (next !== null || fits === 0) {
      next ??= { cursor: input.cursor, since: ctx.since, table: index, after };
      if (del.length) changes[table.name] = { put: [], del };
      continue;
    }
    const rows = await table.page(db, ctx, after, fits + 1);
    if (rows.length > fits) {
      rows.length = fits;
      next = { cursor: input.cursor, since: ctx.since, table: index, after: rows[fits - 1]!.id };
    }
    budget = Math.max(0, budget - rows.length * weight);
    changes[table.name] = { put: rows, del };
  }
  return next === null ? { changes } : { changes, more: true, page: encodePageToken(next) };
}
