/**
 * A synced table whose pulled changes this device writes with its own functions (CONVENTIONS §14):
 * the table's module declares its hook beside its rows (e.g. a staff device's quiz attempts, whose
 * deletions name attempts and whose summaries follow the rows), and src/data/table-hooks.ts lists
 * them once, typed over the table names. The engine (./pull.ts) knows no table by name: every other
 * table's rows are put and deleted as they come.
 */
import type { SyncTableName } from '@contract/tables';
import type { SyncRowData } from '@contract/wire';
import type { Table } from 'dexie';
import { db } from '../db';

/** How pull writes one table's changes, in the page's transaction. */
export interface TableHook {
  /** Every table `put` and `del` write (the table itself and those derived from it). */
  tables: () => Table[];
  put: (rows: readonly SyncRowData[]) => Promise<void>;
  del: (ids: readonly string[]) => Promise<void>;
  /**
   * Recomputes the tables derived from the rows stored (in a transaction of `tables`), when a schema
   * upgrade that added them marked this table (db-upgrades.ts `rebuildDerivedOf`).
   */
  rebuild?: () => Promise<void>;
  /** The rows of the table's packed shape (`changes[table].packed`); a table with it is asked for packed. */
  unpack?: (packed: unknown) => SyncRowData[];
}

/** The hooks by table; a table without one is written as it comes. */
export type TableHooks = Partial<Record<SyncTableName, TableHook>>;

const declared = new Map<string, TableHook>();

/** Declares the hooks of `hooks` (replacing earlier ones of the same tables). */
export function declareTableHooks(hooks: TableHooks): void {
  for (const [name, hook] of Object.entries(hooks)) if (hook) declared.set(name, hook);
}

/** The tables this device reads packed (`pack` of a pull): those whose declared hooks unpack. */
export function packedTables(): string | undefined {
  return [...declared].filter(([, hook]) => hook.unpack).map(([name]) => name).join(',') || undefined;
}

/** The hook of table `name`, once declared. */
export function tableHookFor(name: string): TableHook | undefined {
  return declared.get(name);
}

/**
 * Runs the rebuilds an upgrade marked (db-upgrades.ts `rebuildDerivedOf`) whose hooks are declared,
 * and forgets them; a mark without its hook yet stays for a later call. Pull calls it first, so the
 * derived tables are made again before anything is pulled, offline too; with no mark it is one read.
 */
export async function rebuildMarkedTables(): Promise<void> {
  const marked = await db.syncState.get('rebuild');
  if (typeof marked?.value !== 'string' || marked.value === '') return;
  const left: string[] = [];
  for (const name of marked.value.split(',')) {
    const hook = declared.get(name);
    if (!hook?.rebuild) {
      left.push(name);
      continue;
    }
    await db.transaction('rw', [...hook.tables(), db.syncState], () => hook.rebuild!());
  }
  await (left.length ? db.syncState.put({ key: 'rebuild', value: left.join(',') }) : db.syncState.delete('rebuild'));
}
