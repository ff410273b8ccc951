/** The upgrades of the local database's schema versions (src/data/db.ts): what each does to rows already stored. */
import type { Transaction } from 'dexie';

/** What a version changes in the rows already stored (Dexie's `upgrade`). */
export type DexieUpgrade = (tx: Transaction) => Promise<void>;

/**
 * An upgrade for a new shape of `memberQuizResults`: its rows are dropped together with the cursor,
 * so the next pull is a reset that brings them back in the new shape (a device without any keeps
 * its cursor).
 */
export const dropMemberAttemptsAndCursor: DexieUpgrade = async (tx) => {
  const attempts = tx.table('memberQuizResults');
  if ((await attempts.count()) === 0) return;
  await attempts.clear();
  await tx.table('syncState').delete('cursor');
};

/**
 * An upgrade that adds tables derived from synced table `name` (e.g. the learners' quiz summaries
 * beside their attempts): it only marks the table, and the table's hook recomputes them from the rows
 * stored once the database is open and the hooks are listed (sync/table-hooks.ts,
 * `rebuildMarkedTables`, run before each pull), so this history names no feature's rules.
 */
export function rebuildDerivedOf(name: string): DexieUpgrade {
  return async (tx) => {
    const state = tx.table('syncState');
    const marked = await state.get('rebuild') as { value: string } | undefined;
    const names = new Set(marked?.value ? marked.value.split(',') : []).add(name);
    await state.put({ key: 'rebuild', value: [...names].join(',') });
  };
}

/**
 * People pulled before the server sent `removedAt` have no such field, so a person removed since
 * shows as a member until a full pull (issue 49): their rows are dropped with the cursor, so the next
 * pull is a reset that brings them back with it (a device whose people all have it keeps its cursor).
 */
export const repullPeopleWithoutRemovedAt: DexieUpgrade = async (tx) => {
  const people = tx.table('people');
  if (!(await people.filter((row: object) => !('removedAt' in row)).first())) return;
  await people.clear();
  await tx.table('syncState').delete('cursor');
};
