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
import { HttpError } from '../../http/problem';
import { requireAdmin } from '../admin/guard';
import { recordAudit } from '../audit';

/** Whether a write changed anything (`unchanged`: what it asks for already holds, e.g. a write sent again). */
export type MembershipChange = 'changed' | 'unchanged';

/** A batch of the caller's organisation that takes learners (not archived). */
export async function openBatch(db: Database, caller: Caller, batchId: string) {
  const [batch] = await db.select().from(batches).where(and(eq(batches.id, batchId), eq(batches.organisationId, caller.organisationId)));
  if (!batch) throw new HttpError(404, `There is no batch ${batchId} in your organisation; it may have been removed.`);
  if (batch.archivedAt) throw new HttpError(409, `${batch.name} is archived: it takes no learners.`);
  return batch;
}

async function learnerOfOrganisation(db: Database, caller: Caller, userId: string) {
  const [user] = await db.select({ role: users.role, removedAt: users.removedAt, name: users.displayName, email: users.email }).from(users)
    .where(and(eq(users.id, userId), eq(users.organisationId, caller.organisationId)));
  if (!user) throw new HttpError(404, `There is no person ${userId} in your organisation.`);
  const name = user.name ?? user.email ?? 'This person';
  // A removed person still has a row (they may be restored); the admin is told why, not "no such person".
  if (user.removedAt) throw new HttpError(409, `${name} was removed from the organisation: restore them before adding them to a batch.`);
  if (user.role !== 'learner') throw new HttpError(400, `Only learners join batches; ${name} is a ${user.role}.`);
  return { name };
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
  requireAdmin(caller);
  const batch = await openBatch(db, caller, args.batchId);
  const learner = await learnerOfOrganisation(db, caller, args.userId);
  const [same] = await db.select().from(batchMembers).where(eq(batchMembers.id, args.memberId));
  if (same) {
    if (same.organisationId === caller.organisationId && same.batchId === args.batchId && same.userId === args.userId) return 'unchanged';
    throw new HttpError(409, 'This membership id is already taken; add the learner again.');
  }
  if (await alreadyIn(db, args.batchId, args.userId)) throw new HttpError(409, `${learner.name} is already in ${batch.name}.`);
  await db.insert(batchMembers).values({ id: args.memberId, organisationId: caller.organisationId, batchId: args.batchId, userId: args.userId });
  await recordAudit(db, caller, {
    action: 'membership.add', subjectType: 'membership', subjectId: args.memberId, userId: args.userId, batchId: args.batchId,
    before: null, after: { batchId: args.batchId, batch: batch.name },
  });
  return 'changed';
}

async function membership(db: Database, caller: Caller, memberId: string) {
  const [row] = await db.select().from(batchMembers)
    .where(and(eq(batchMembers.id, memberId), eq(batchMembers.organisationId, caller.organisationId))).for('update');
  if (!row) throw new HttpError(404, `That learner is no longer in this batch (membership ${memberId}); someone may have removed them.`);
  return row;
}

/**
 * Moves membership `memberId` to the open batch `toBatchId`: one audit row on each batch. Refused when
 * the learner is already in the target batch under another membership, or was moved away from
 * `fromBatchId` meanwhile. A learner already in `toBatchId` under this membership is left as is.
 */
export async function moveMembership(db: Database, caller: Caller, args: MutationArgs<'batchMember.move'>): Promise<MembershipChange> {
  requireAdmin(caller);
  const row = await membership(db, caller, args.memberId);
  if (row.batchId === args.toBatchId) return 'unchanged';
  if (args.fromBatchId !== undefined && row.batchId !== args.fromBatchId) {
    throw new HttpError(409, 'Someone moved this learner to another batch meanwhile; look again and choose.');
  }
  const target = await openBatch(db, caller, args.toBatchId);
  if (await alreadyIn(db, args.toBatchId, row.userId)) throw new HttpError(409, `The learner is already in ${target.name}.`);
  await db.update(batchMembers).set({ batchId: args.toBatchId }).where(eq(batchMembers.id, row.id));
  const change = { before: { batchId: row.batchId }, after: { batchId: args.toBatchId, batch: target.name } };
  await recordAudit(db, caller, { action: 'membership.move', subjectType: 'membership', subjectId: row.id, userId: row.userId, batchId: row.batchId, ...change });
  await recordAudit(db, caller, { action: 'membership.move', subjectType: 'membership', subjectId: row.id, batchId: args.toBatchId, ...change });
  return 'changed';
}

/** Removes membership `memberId` (the learner's activity rows stay). */
export async function removeMembership(db: Database, caller: Caller, args: MutationArgs<'batchMember.remove'>): Promise<void> {
  requireAdmin(caller);
  const row = await membership(db, caller, args.memberId);
  await db.delete(batchMembers).where(eq(batchMembers.id, row.id));
  await recordAudit(db, caller, {
    action: 'membership.remove', subjectType: 'membership', subjectId: row.id, userId: row.userId, batchId: row.batchId,
    before: { batchId: row.batchId }, after: null,
  });
}
