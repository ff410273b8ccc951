/**
 * Progress writes of the player: `progress.set` through the outbox, with the optimistic local row
 * merged by the same rule as the server's (per-section max, completed stays completed) in the
 * same transaction.
 */
import type { MutationArgs } from '@contract/sync';
import { db, type ProgressRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { mergeProgress } from '../progress-merge';

/** What the player reports for one lesson section. */
export type ProgressWrite = Omit<MutationArgs<'progress.set'>, 'at'>;

/** The local row id of one section's progress, as the server's pull names it. */
export const progressRowId = (lessonId: string, section: number) => `${lessonId}:${section}`;

// The server refuses progress only for a lesson the learner cannot open (gone, or access lost):
// then the section's local row is dropped rather than left showing progress the server never kept.
const progressSetIntent = declareIntent('progress.set', {
  tables: () => [db.progress],
  rollback: (args) => db.progress.delete(progressRowId(args.lessonId, args.section)),
});

/** Queues one section's progress and merges it into the local row at once. Resolves to the mutation id. */
export function saveProgress(write: ProgressWrite, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const args: MutationArgs<'progress.set'> = { ...write, at };
  return enqueue('progress.set', args, {
    tables: [db.progress],
    applyLocally: async () => {
      const id = progressRowId(write.lessonId, write.section);
      const existing = await db.progress.get(id);
      const incoming: ProgressRow = {
        id,
        courseId: write.courseId,
        lessonId: write.lessonId,
        section: write.section,
        progress: write.progress,
        completed: write.completed,
        position: write.position ?? null,
        updatedAt: at,
      };
      await db.progress.put(mergeProgress(existing, incoming));
    },
  });
}

/** Marks sections of a lesson completed (`only`, or all): one intent per section not yet completed. */
export async function completeLesson(
  lesson: { courseId: string; id: string; sections: number },
  done: ReadonlySet<number>,
  only?: number[],
): Promise<void> {
  const all = Array.from({ length: Math.max(1, lesson.sections) }, (_, i) => i);
  for (const section of only ?? all) {
    if (done.has(section) || !all.includes(section)) continue;
    await saveProgress({ courseId: lesson.courseId, lessonId: lesson.id, section, progress: 100, completed: true });
  }
}

/** The intents of progress, for the app's list (src/app/intents.ts). */
export const progressIntents = intentGroup(progressSetIntent);
