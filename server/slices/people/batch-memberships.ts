/**
 * The learners of a batch (issue 17, items 2 and 8): add, move, remove. One set of rules serves the
 * admin's write intents (`batchMember.*`, applied inside the push transaction) and the REST routes
 * (bulk tools and older clients); every change is audited with the `db` handle it writes with, so
 * the audit row commits or rolls back with it. Refusals are `HttpError`s whose text the admin reads.
 */
import { and, eq } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { batchMembers, batches, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { assertMay } from '../../auth/policy';
import { peoplePolicy } from './policy';
import { recordAudit } from '../../db/audit';

/** Whether a write changed anything (`unchanged`: what it asks for already holds, e.g. a write sent again). */
export type MembershipChange = 'changed' | 'unchanged';

/** The name of a batch the policy has let through. */
async function batchName(db: Database, batchId: string): Promise<string> {
  const [batch] = await db.select({ name: batches.name }).from(batches).where(eq(batches.id, batchId));
  return batch?.name ?? batchId;
}

/** The name a person is shown by. */
async function personName(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ name: users.displayName, email: users.email }).from(users).where(eq(users.id, userId));
  return user?.name ?? user?.email ?? 'This person';
}

async function alreadyIn(db: Database, batchId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: batchMembers.id }).from(batchMembers).where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)));
  return row !== undefined;
}

/**
 * Adds learner `userId` to batch `batchId` as membership `memberId`. Refused for a non-admin, a batch
 * or person outside the organisation, an archived batch, a removed person, a person who is not a
 * learner, and a learner already in the batch. The same membership sent again changes nothing.
 */
export async function addMembership(db: Database, caller: Caller, args: MutationArgs<'batchMember.add'>): Promise<MembershipChange> {
  await assertMay(peoplePolicy, db, caller, 'batchMember.add', args);
  const [batch, learner] = [await batchName(db, args.batchId), await personName(db, args.userId)];
  const [same] = await db.select().from(batchMembers).where(eq(batchMembers.id, args.memberId));
  if (same) {
    if (same.organisationId === caller.organisationId && same.batchId === args.batchId && same.userId === args.userId) return 'unchanged';
    throw refuse(409, 'membership-id-taken');
  }
  if (await alreadyIn(db, args.batchId, args.userId)) throw refuse(409, 'already-in-batch', { learner, batch });
  await db.insert(batchMembers).values({ id: args.memberId, organisationId: caller.organisationId, batchId: args.batchId, userId: args.userId });
  await recordAudit(db, caller, {
    action: 'membership.add', subjectType: 'membership', subjectId: args.memberId, userId: args.userId, batchId: args.batchId,
    before: null, after: { batchId: args.batchId, batch },
  });
  return 'changed';
}

async function membership(db: Database, caller: Caller, memberId: string) {
  const [row] = await db.select().from(batchMembers)
    .where(and(eq(batchMembers.id, memberId), eq(batchMembers.organisationId, caller.organisationId))).for('update');
  if (!row) throw refuse(404, 'membership-gone', { memberId });
  return row;
}

/**
 * Moves membership `memberId` to the open batch `toBatchId`: one audit row on each batch. Refused when
 * the learner is already in the target batch under another membership, or was moved away from
 * `fromBatchId` meanwhile. A learner already in `toBatchId` under this membership is left as is.
 */
export async function moveMembership(db: Database, caller: Caller, args: MutationArgs<'batchMember.move'>): Promise<MembershipChange> {
  await assertMay(peoplePolicy, db, caller, 'batchMember.move', args);
  const row = await membership(db, caller, args.memberId);
  if (row.batchId === args.toBatchId) return 'unchanged';
  if (args.fromBatchId !== undefined && row.batchId !== args.fromBatchId) {
    throw refuse(409, 'membership-moved');
  }
  const target = await batchName(db, args.toBatchId);
  if (await alreadyIn(db, args.toBatchId, row.userId)) throw refuse(409, 'learner-already-in', { batch: target });
  await db.update(batchMembers).set({ batchId: args.toBatchId }).where(eq(batchMembers.id, row.id));
  const change = { before: { batchId: row.batchId }, after: { batchId: args.toBatchId, batch: target } };
  await recordAudit(db, caller, { action: 'membership.move', subjectType: 'membership', subjectId: row.id, userId: row.userId, batchId: row.batchId, ...change });
  await recordAudit(db, caller, { action: 'membership.move', subjectType: 'membership', subjectId: row.id, batchId: args.toBatchId, ...change });
  return 'changed';
}

/** Removes membership `memberId` (the learner's activity rows stay). */
export async function removeMembership(db: Database, caller: Caller, args: MutationArgs<'batchMember.remove'>): Promise<void> {
  await assertMay(peoplePolicy, db, caller, 'batchMember.remove', args);
  const row = await membership(db, caller, args.memberId);
  await db.delete(batchMembers).where(eq(batchMembers.id, row.id));
  await recordAudit(db, caller, {
    action: 'membership.remove', subjectType: 'membership', subjectId: row.id, userId: row.userId, batchId: row.batchId,
    before: { batchId: row.batchId }, after: null,
  });
}
