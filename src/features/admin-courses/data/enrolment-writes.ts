/**
 * The admin's enrolment writes (issue 17, item 4): approve or reject requests and enrol people
 * directly. Each is queued through the outbox (it works offline), changes the local `orgEnrolments`
 * rows at once, and is undone here if the server refuses it for good.
 */
import type { IntentArgs } from '@contract/sync';
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';

const decidedStatus = { approve: 'active', reject: 'rejected' } as const;

async function applyDecision({ requestIds, decision, message }: IntentArgs<'enrolment.decide'>, at: string) {
  const rows = await db.orgEnrolments.bulkGet(requestIds);
  const status = decidedStatus[decision];
  const changed = rows.filter((row) => row && (row.status === 'requested' || (status === 'active' && row.status === 'rejected')));
  await db.orgEnrolments.bulkPut(changed.flatMap((row) => (row ? [{ ...row, status, decisionMessage: message ?? null, updatedAt: at }] : [])));
}

const enrolmentDecideIntent = declareIntent('enrolment.decide', {
  tables: () => [db.orgEnrolments],
  reapply: (args) => applyDecision(args, args.at),
  // Only a waiting or rejected request can have been changed: it goes back to waiting for a decision.
  rollback: async ({ requestIds, decision, at }) => {
    const rows = await db.orgEnrolments.bulkGet(requestIds);
    const undone = rows.flatMap((row) => (row && row.status === decidedStatus[decision] && row.updatedAt === at ? [{ ...row, status: 'requested' as const, decisionMessage: null }] : []));
    await db.orgEnrolments.bulkPut(undone);
  },
});

/** Queues the decision `decision` on the requests `requestIds` (orgEnrolments ids), shown at once. */
export async function decideEnrolments(requestIds: string[], decision: 'approve' | 'reject', message: string, now = new Date()): Promise<void> {
  const args: IntentArgs<'enrolment.decide'> = { requestIds, decision, at: now.toISOString(), ...(message.trim() ? { message: message.trim() } : {}) };
  await enqueue('enrolment.decide', args, { tables: [db.orgEnrolments], applyLocally: () => applyDecision(args, args.at) });
}

async function applyAdd({ courseId, userIds, at }: IntentArgs<'enrolment.add'>) {
  const ids = userIds.map((userId) => `${userId}:${courseId}`);
  const rows = await db.orgEnrolments.bulkGet(ids);
  await db.orgEnrolments.bulkPut(
    userIds.flatMap((userId, i) => {
      const row = rows[i];
      if (row?.status === 'active' || row?.status === 'completed') return [];
      return [{ id: ids[i]!, userId, courseId, status: 'active' as const, decisionMessage: row?.decisionMessage ?? null, createdAt: row?.createdAt ?? at, updatedAt: at }];
    }),
  );
}

const enrolmentAddIntent = declareIntent('enrolment.add', {
  tables: () => [db.orgEnrolments],
  reapply: applyAdd,
  // Rows this write created go; rows it turned active go back to waiting.
  rollback: async ({ courseId, userIds, at }) => {
    const rows = await db.orgEnrolments.bulkGet(userIds.map((userId) => `${userId}:${courseId}`));
    for (const row of rows) {
      if (!row || row.updatedAt !== at) continue;
      if (row.createdAt === at) await db.orgEnrolments.delete(row.id);
      else await db.orgEnrolments.put({ ...row, status: 'requested' });
    }
  },
});

/** Queues enrolling `userIds` in `courseId` directly. */
export async function addEnrolments(courseId: string, userIds: string[], now = new Date()): Promise<void> {
  const args = { courseId, userIds, at: now.toISOString() };
  await enqueue('enrolment.add', args, { tables: [db.orgEnrolments], applyLocally: () => applyAdd(args) });
}

/** The intents of enrolment decisions, for the app's list (src/app/intents.ts). */
export const enrolmentDecisionIntents = intentGroup(enrolmentDecideIntent, enrolmentAddIntent);
