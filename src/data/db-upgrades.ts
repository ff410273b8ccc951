/** The upgrades of the local database's schema versions (src/data/db.ts): what each does to rows already stored. */
import type { Transaction } from 'dexie';
import type { MemberQuizResultRow } from './db';
import { summariseMemberQuizResults } from './member-quiz-summary';

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

/** A summary for each learner's `memberQuizResults` row already stored. */
export const summariseStoredMemberAttempts: DexieUpgrade = async (tx) => {
  const rows: MemberQuizResultRow[] = await tx.table('memberQuizResults').toArray();
  await tx.table('memberQuizSummaries').bulkPut(rows.map(summariseMemberQuizResults));
};

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
