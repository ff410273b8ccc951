/**
 * Pull (DESIGN §2.6): ask for what changed since the cursor and apply it in one Dexie transaction
 * that also drops the outbox rows the server has acknowledged. A `reset` answer replaces every
 * pulled row. Only the tables of `PULLED_TABLES` (the synced tables declared in contract/tables)
 * are written; an unknown name in an answer is ignored, and the agreement test makes sure no
 * declared table is missing here. A table with a hook (./table-hooks.ts) is written by it.
 * A paged answer (`more`) is applied page by page; the cursor is recorded only with the last page.
 */
import type { PullResponse } from '@contract/sync';
import { PULL_PAGE_START, type SyncRowData } from '@contract/wire';
import type { Table } from 'dexie';
import { db, DERIVED_TABLES, LOCAL_TABLES, PULLED_TABLES, type LocalTableName } from '../db';
import { getClientId, getCursor, getLastMutationId, recordLastMutationId } from './sync-state';
import { packedTables, rebuildMarkedTables, tableHookFor } from './table-hooks';
import type { SyncTransport } from './transport';

/** The local tables pull never touches (a reset does not clear them). */
export const NOT_PULLED_TABLES = Object.keys(LOCAL_TABLES) as readonly LocalTableName[];

/** The local tables the server fills through pull, by the name the server uses. */
export const SYNCED_TABLES = PULLED_TABLES;

/** A paged pull never takes more answers than this (the server's pages always make progress). */
const MAX_PAGES = 10_000;

/**
 * An answer ready to be written: each table's rows to put, those that came packed unpacked. Made
 * outside the page's transaction, so that a paged pull unpacks the next page while IndexedDB writes
 * the current one ({@link pullChanges}).
 */
export interface PreparedPull {
  response: PullResponse;
  puts: ReadonlyMap<string, readonly SyncRowData[]>;
}

const SYNCED = new Set<string>(SYNCED_TABLES);

/** Unpacks what came packed; fails for a table packed that this device does not read. */
export function preparePull(response: PullResponse): PreparedPull {
  const puts = new Map<string, readonly SyncRowData[]>();
  for (const [name, changes] of Object.entries(response.changes)) {
    if (!SYNCED.has(name)) continue;
    if (changes.packed === undefined) {
      if (changes.put.length) puts.set(name, changes.put);
      continue;
    }
    const unpack = tableHookFor(name)?.unpack;
    if (!unpack) throw new Error(`The server sent ${name} packed, which this device does not read.`);
    puts.set(name, [...changes.put, ...unpack(changes.packed)]);
  }
  return { response, puts };
}

/** Applies one pull answer atomically (see {@link writePull}). */
export async function applyPull(response: PullResponse): Promise<void> {
  await writePull(preparePull(response));
}

/** Where a page stands in a paged pull: the mark it leaves, and the mark the page before it left. */
export interface PageMarks {
  /** Written to syncState `pullPage` with the page. */
  mark: string;
  /** The page is written only if syncState `pullPage` holds this when its transaction starts. */
  after?: string;
}

/** An earlier page of a paged pull was not written, so a later one is not either. */
export class EarlierPageNotWritten extends Error {
  constructor() {
    super('An earlier page of this pull was not written.');
    this.name = 'EarlierPageNotWritten';
  }
}

/**
 * Writes one prepared answer atomically. The transaction spans only the tables the answer writes (all
 * of them for a reset): a staff device's first pull is many pages, and the screens reading other
 * tables meanwhile are not held up by each page's transaction. The server names every table in
 * each answer, most with nothing in them: those are left out too. Every table's writes are issued
 * at once (a table's deletions before its puts), so IndexedDB works through them without waiting
 * for the page's script between tables. With `marks`, the transaction's first request checks that
 * the page before was written (see {@link pullChanges}).
 */
export async function writePull({ response, puts }: PreparedPull, marks?: PageMarks): Promise<void> {
  const all = SYNCED_TABLES.map((name) => db.table(name));
  const writes = (table: Table) => {
    const change = response.changes[table.name];
    return Boolean(change?.put.length || change?.del.length || change?.packed);
  };
  const tables = response.reset ? all : all.filter(writes);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const derived = response.reset ? Object.keys(DERIVED_TABLES).map((name) => db.table(name)) : [];
  const alsoWritten = tables.flatMap((table) => tableHookFor(table.name)?.tables() ?? []);
  await db.transaction('rw', [...new Set([db.outbox, db.syncState, ...tables, ...derived, ...alsoWritten])], async () => {
    // Read before anything is written, once the transactions before this one have finished (IndexedDB
    // starts a read-write transaction only then); throwing in its answer aborts this one.
    const earlier = marks?.after === undefined ? null : db.syncState.get('pullPage').then((row) => {
      if (row?.value !== marks.after) throw new EarlierPageNotWritten();
    });
    if (response.reset) {
      await Promise.all([...tables, ...derived].map((table) => table.clear()));
    }
    const tableWrites = Object.entries(response.changes).map(async ([name, changes]) => {
      const table = byName.get(name);
      if (!table) return;
      const writer = tableHookFor(name);
      const put = puts.get(name) ?? [];
      if (changes.del.length) await (writer ? writer.del(changes.del) : table.bulkDelete(changes.del));
      if (put.length) await (writer ? writer.put(put) : table.bulkPut(put));
    });
    await Promise.all([
      earlier,
      ...tableWrites,
      db.outbox.where('mutationId').belowOrEqual(response.lastMutationId).and((row) => row.status === 'pending').delete(),
      recordLastMutationId(response.lastMutationId),
      ...(marks ? [db.syncState.put({ key: 'pullPage', value: marks.mark })] : []),
      // A page with more to follow keeps the old cursor: an interrupted paged pull starts again from it.
      ...(response.more ? [] : [
        db.syncState.put({ key: 'cursor', value: response.cursor }),
        db.syncState.put({ key: 'lastSyncedAt', value: new Date().toISOString() }),
      ]),
    ]);
  });
}

/** The transaction of one page of a paged pull, under way. */
interface PageWrite {
  written: Promise<void>;
  mark: string;
}

/**
 * Pulls once and applies the answer, page by page when the server pages it (large staff scopes),
 * each page in its own transaction; returns the last page. Pages overlap three ways: the next page
 * is fetched while the current one is written (the server's time overlaps the device's); when it
 * arrives it is unpacked and its transaction opened and filled at once, while IndexedDB still
 * writes the page before (the page's script overlaps IndexedDB's, which runs the two transactions
 * one after the other, in order). A page's transaction first checks the mark the page before left in
 * syncState, so when a page is not written no later page is either ({@link EarlierPageNotWritten});
 * the first failure is the one thrown. Transport failures propagate to the caller.
 */
export async function pullChanges(transport: SyncTransport): Promise<PullResponse> {
  await rebuildMarkedTables();
  const clientId = await getClientId();
  const cursor = await getCursor();
  const pack = packedTables();
  const held = { ...(cursor ? { cursor } : {}), acked: await getLastMutationId(), ...(pack ? { pack } : {}) };
  const pull = crypto.randomUUID();
  let response = await transport.pull({ clientId, ...held, page: PULL_PAGE_START });
  let before: PageWrite | null = null;
  for (let pages = 1; ; pages += 1) {
    if (pages > MAX_PAGES) throw new Error('The server kept answering more pages; pull stopped.');
    const paged = before !== null || response.more === true;
    const mark = `${pull}:${pages}`;
    // An earlier page's failure comes first: it is awaited before any later failure is thrown.
    const prepared = await Promise.resolve(response).then(preparePull).catch(async (error: unknown) => {
      await before?.written;
      throw error;
    });
    const written = writePull(prepared, paged ? { mark, ...(before ? { after: before.mark } : {}) } : undefined);
    // Its failure is reported when it is awaited below, not as an unhandled rejection meanwhile.
    written.catch(() => {});
    const ahead = response.more && response.page ? transport.pull({ clientId, ...held, page: response.page }) : null;
    ahead?.catch(() => {});
    if (before) await before.written;
    if (!ahead) {
      await written;
      return response;
    }
    before = { written, mark };
    response = await ahead.catch(async (error: unknown) => {
      await written;
      throw error;
    });
  }
}
