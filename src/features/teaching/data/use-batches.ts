/** The Batches and Batch students screens' live reads of the local database (issue 16, items 2, 3 and 6). */
import { useLiveQuery } from '@/data/live-query';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { dueCountsByDeck } from '@contract/flashcard-schedule';
import { rowsWithAnyOf } from '@/data/rows-with-any-of';
import { studentRows, summariseBatches, type BatchSummary, type StudentRow } from './batch-rules';

/** When this device last pulled ('as of'); undefined while read, null if never. */
export function useLastSyncedAt(): string | null | undefined {
  return useLiveQuery(getLastSyncedAt, []);
}

/** Every batch on this device with its summary; undefined while read. */
export function useBatchSummaries(now: Date): BatchSummary[] | undefined {
  return useLiveQuery(async () => {
    const [batches, members, quizzes, quizSummaries] = await Promise.all([
      db.batches.orderBy('id').toArray(),
      db.batchMembers.toArray(),
      db.quizzes.toArray(),
      db.memberQuizSummaries.toArray(),
    ]);
    return summariseBatches(batches, members, quizzes, quizSummaries, now);
  }, [now.getTime()]);
}

/** The learners' rows, of one batch or of every batch; undefined while read. */
export function useStudentRows(batchId: string | undefined, now: Date): { rows: StudentRow[]; batches: { id: string; name: string }[] } | undefined {
  return useLiveQuery(async () => {
    const batches = await db.batches.toArray();
    const members = batchId ? await db.batchMembers.where('batchId').equals(batchId).toArray() : await db.batchMembers.toArray();
    const courseIds = [...new Set(batches.filter((b) => !batchId || b.id === batchId).map((b) => b.courseId))];
    const [progress, lessons, quizSummaries, decks, devices, reviews] = await Promise.all([
      rowsWithAnyOf(db.studentProgress, 'courseId', courseIds),
      rowsWithAnyOf(db.lessons, 'courseId', courseIds),
      db.memberQuizSummaries.toArray(),
      rowsWithAnyOf(db.decks, 'courseId', courseIds),
      db.memberDevices.toArray(),
      db.memberReviews.toArray(),
    ]);
    const cards = await rowsWithAnyOf(db.cards, 'deckId', decks.map((d) => d.id));
    const dueCards = new Map<string, number>();
    for (const userId of new Set(members.map((m) => m.userId))) {
      const own = reviews.filter((r) => r.userId === userId);
      // A learner who never opened a deck is not counted as owing all its cards.
      if (own.length === 0) continue;
      const counts = dueCountsByDeck(cards, own, now);
      dueCards.set(userId, [...counts.values()].reduce((sum, n) => sum + n, 0));
    }
    const rows = studentRows(
      members,
      {
        batches,
        progress,
        lessonSections: new Map(lessons.map((l) => [l.id, l.sections])),
        quizSummaries: new Map(quizSummaries.map((s) => [s.id, s])),
        dueCards,
        devices: new Map(devices.map((d) => [d.id, d.lastPulledAt])),
      },
      now,
    );
    return { rows, batches: batches.map((b) => ({ id: b.id, name: b.name })).sort((a, b) => a.name.localeCompare(b.name)) };
  }, [batchId, now.getTime()]);
}
