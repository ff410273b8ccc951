/**
 * How pull writes `preferences` (its hook, listed in src/data/table-hooks.ts): the later choice wins,
 * as on the server. A choice still waiting in the outbox is later than the row a pull brings when that
 * pull's answer was read before the choice reached the server; without this hook the pulled (older)
 * language would replace it on screen until the next pull, the interface flipping back and forth.
 * Its own module, without React: the service worker pulls too.
 */
import type { PreferenceRowData } from '@contract/profile';
import type { MutationArgs } from '@contract/sync';
import type { SyncRowData } from '@contract/wire';
import { db } from './db';
import type { TableHook } from './sync/table-hooks';

const time = (iso: string) => Date.parse(iso);

/** The latest `preference.set` still waiting to be sent, if any (the outbox is in every pull's transaction). */
async function latestPendingChoice(): Promise<MutationArgs<'preference.set'> | undefined> {
  const waiting = await db.outbox.where('name').equals('preference.set').and((row) => row.status === 'pending').sortBy('mutationId');
  return waiting.at(-1)?.args as MutationArgs<'preference.set'> | undefined;
}

/** Each pulled row, or the waiting choice in its place when that choice is later. */
async function putPreferences(rows: readonly SyncRowData[]): Promise<void> {
  const waiting = await latestPendingChoice();
  const kept = (rows as readonly PreferenceRowData[]).map((row) =>
    waiting && time(waiting.updatedAt) > time(row.updatedAt) ? { id: row.id, language: waiting.language, updatedAt: waiting.updatedAt } : row,
  );
  await db.preferences.bulkPut(kept);
}

export const preferencesHook: TableHook = {
  tables: () => [db.preferences],
  put: putPreferences,
  del: (ids) => db.preferences.bulkDelete([...ids]),
};
