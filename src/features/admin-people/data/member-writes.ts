/**
 * The admin's writes on the learners of a batch (issue 17, items 2 and 8): add, move, remove. Each is
 * queued through the outbox (it works offline). An add shows the membership at once under the id the
 * server will keep; a move shows it in the new batch at once; both are undone here if the server
 * refuses them for good. A remove keeps the learner on screen, marked as being removed, until the
 * server confirms (the pull's tombstone removes the row), so a refusal has nothing to undo.
 */
import type { IntentArgs } from '@contract/sync';
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';

async function applyAdd({ memberId, batchId, userId }: IntentArgs<'batchMember.add'>) {
  const existing = await db.memberships.get(memberId);
  if (!existing) await db.memberships.put({ id: memberId, batchId, userId, createdAt: new Date().toISOString() });
}

const batchMemberAddIntent = declareIntent('batchMember.add', {
  tables: () => [db.memberships],
  reapply: applyAdd,
  rollback: async ({ memberId, batchId, userId }) => {
    const row = await db.memberships.get(memberId);
    if (row && row.batchId === batchId && row.userId === userId) await db.memberships.delete(memberId);
  },
});

/** Queues adding learner `userId` to `batchId`; resolves to the new membership's id. */
export async function addToBatch(batchId: string, userId: string): Promise<string> {
  const args: IntentArgs<'batchMember.add'> = { memberId: crypto.randomUUID(), batchId, userId };
  await enqueue('batchMember.add', args, { tables: [db.memberships], applyLocally: () => applyAdd(args) });
  return args.memberId;
}

async function applyMove({ memberId, toBatchId }: IntentArgs<'batchMember.move'>) {
  await db.memberships.update(memberId, { batchId: toBatchId });
}

const batchMemberMoveIntent = declareIntent('batchMember.move', {
  tables: () => [db.memberships],
  reapply: applyMove,
  // Back to the batch the admin saw it in, unless a pull has put it elsewhere since.
  rollback: async ({ memberId, fromBatchId, toBatchId }) => {
    const row = await db.memberships.get(memberId);
    if (row && fromBatchId && row.batchId === toBatchId) await db.memberships.update(memberId, { batchId: fromBatchId });
  },
});

/** Queues moving membership `memberId` from `fromBatchId` to `toBatchId`. */
export async function moveToBatch(memberId: string, fromBatchId: string, toBatchId: string): Promise<void> {
  const args: IntentArgs<'batchMember.move'> = { memberId, fromBatchId, toBatchId };
  await enqueue('batchMember.move', args, { tables: [db.memberships], applyLocally: () => applyMove(args) });
}

const batchMemberRemoveIntent = declareIntent('batchMember.remove', { tables: () => [] });

/** Queues removing membership `memberId` from its batch. */
export async function removeFromBatch(memberId: string): Promise<void> {
  await enqueue('batchMember.remove', { memberId });
}

/** The intents of batch memberships, for the app's list (src/app/intents.ts). */
export const batchMemberIntents = intentGroup(batchMemberAddIntent, batchMemberMoveIntent, batchMemberRemoveIntent);
