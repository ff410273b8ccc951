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
import { ATTEMPT_LIMITS } from '@contract/package-attempt-limits';

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

/** Where an H5P content's state belongs: the item (lesson section) of a package lesson. */
export interface PackageItemRef {
  courseId: string;
  lessonId: string;
  item: number;
}

// One state after the other: each reads the row the one before wrote, so their `commits` rise.
let stateQueue: Promise<unknown> = Promise.resolve();

/**
 * Keeps an H5P content's state (its `getCurrentState()` as JSON) as the item's suspend data: one
 * `package.commit` carrying the row's other fields as they are (a completed item stays completed with
 * its score) and one more commit. Resolves to the mutation id, or null when the state is unchanged or
 * too long to keep whole (a cut JSON would not restore).
 */
export function saveH5pState(where: PackageItemRef, state: string, at: string): Promise<number | null> {
  const save = stateQueue.then(async () => {
    if (state.length > ATTEMPT_LIMITS.suspendData) return null;
    const row = await db.packageAttempts.get(attemptRowId(where.lessonId, where.item));
    if (row?.suspendData === state) return null;
    return commitAttempt({
      ...where, status: row?.status ?? 'incomplete', completed: row?.completed ?? false, success: row?.success ?? null, score: row?.score ?? null,
      seconds: row?.seconds ?? 0, suspendData: state, location: row?.location ?? '', interactions: row?.interactions ?? '[]',
      commits: (row?.commits ?? 0) + 1, at,
    });
  });
  stateQueue = save.catch(() => undefined);
  return save;
}

// The server refuses a commit only for a lesson the learner cannot open: the local row stays (it is theirs to resume).
const packageCommitIntent = declareIntent('package.commit', { tables: () => [db.packageAttempts] });

/** The intents of package attempts, for the app's list (src/app/intents.ts). */
export const packageIntents = intentGroup(packageCommitIntent, packageStatementIntent);
