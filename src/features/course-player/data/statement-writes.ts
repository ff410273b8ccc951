/**
 * H5P statement writes (issue 51): each `answered`/`completed` xAPI statement of the player is
 * queued as `package.statement` (its UUID the statement's id: stored once however often it is sent),
 * and a `completed` one marks the item's local `packageAttempts` row completed with its score in
 * the same step, as the server does on receiving it.
 */
import type { MutationArgs } from '@contract/sync';
import { db } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { declareIntent } from '@/data/sync/intents';
import { attemptRowId } from './attempt-row-id';

/** Queues the statement and applies it locally at once; resolves to the mutation id. */
export function recordStatement(args: MutationArgs<'package.statement'>): Promise<number> {
  return enqueue('package.statement', args, {
    tables: [db.packageAttempts],
    applyLocally: async () => {
      if (args.verb !== 'completed') return;
      const id = attemptRowId(args.lessonId, args.item);
      const existing = await db.packageAttempts.get(id);
      const success = args.result?.success === undefined ? null : args.result.success ? 'passed' : 'failed';
      await db.packageAttempts.put({
        id, courseId: args.courseId, lessonId: args.lessonId, item: args.item, status: 'completed', completed: true, success,
        score: args.result?.score?.scaled ?? null, seconds: existing?.seconds ?? 0, suspendData: existing?.suspendData ?? '',
        location: existing?.location ?? '', interactions: existing?.interactions ?? '[]', commits: (existing?.commits ?? 0) + 1, updatedAt: args.timestamp,
      });
    },
  });
}

// Refused only for a lesson the learner cannot open: the local row stays theirs.
export const packageStatementIntent = declareIntent('package.statement', { tables: () => [db.packageAttempts] });
