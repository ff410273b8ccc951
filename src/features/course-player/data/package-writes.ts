/**
 * Package attempt writes (issue 51): every SCORM commit (or H5P result) is written to the local
 * `packageAttempts` row and queued as `package.commit` in one step, so it survives a closed app
 * and reaches the server exactly once (the outbox's mutation id). The row with the most `commits` wins.
 */
import type { MutationArgs } from '@contract/sync';
import { db } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { attemptRowId } from './attempt-row-id';
import { packageStatementIntent } from './statement-writes';


/** Queues one commit of the attempt and writes it locally at once; resolves to the mutation id. */
export function commitAttempt(args: MutationArgs<'package.commit'>): Promise<number> {
  return enqueue('package.commit', args, {
    tables: [db.packageAttempts],
    applyLocally: async () => {
      const id = attemptRowId(args.lessonId, args.item);
      const existing = await db.packageAttempts.get(id);
      if (existing && existing.commits >= args.commits) return;
      const { at, ...rest } = args;
      await db.packageAttempts.put({ ...rest, id, completed: rest.completed || (existing?.completed ?? false), updatedAt: at });
    },
  });
}

// The server refuses a commit only for a lesson the learner cannot open: the local row stays (it is theirs to resume).
const packageCommitIntent = declareIntent('package.commit', { tables: () => [db.packageAttempts] });

/** The intents of package attempts, for the app's list (src/app/intents.ts). */
export const packageIntents = intentGroup(packageCommitIntent, packageStatementIntent);
