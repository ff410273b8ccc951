/**
 * Practice exercises on this device: live reads of exercises and the learner's attempts, and the
 * one write, an attempt, stored locally and queued as `exercise.submit` in the same transaction.
 */
import { useLiveQuery } from '@/data/live-query';
import { scoreExercise } from '@contract/exercise-check';
import { db, type ExerciseAttemptRow, type ExerciseRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import './rollbacks';

/** One answer of an attempt, as the contract names it. */
export type ExerciseAnswer = ExerciseAttemptRow['answers'][number];

/** Every exercise on the device, by title; `undefined` while reading. */
export function useExercises(): ExerciseRow[] | undefined {
  return useLiveQuery(async () => (await db.exercises.toArray()).sort((a, b) => a.title.localeCompare(b.title)), []);
}

/** One exercise; null when it is not on this device, `undefined` while reading. */
export function useExercise(exerciseId: string): ExerciseRow | null | undefined {
  return useLiveQuery(async () => (await db.exercises.get(exerciseId)) ?? null, [exerciseId]);
}

/** The learner's attempts at an exercise, newest first; `undefined` while reading. */
export function useExerciseAttempts(exerciseId: string): ExerciseAttemptRow[] | undefined {
  return useLiveQuery(
    async () => (await db.exerciseAttempts.where('exerciseId').equals(exerciseId).toArray()).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
    [exerciseId],
  );
}

/** Scores and stores an attempt (offline too) and queues it for the server, which recounts it. */
export async function submitExercise(exercise: ExerciseRow, answers: ExerciseAnswer[], at = new Date()): Promise<ExerciseAttemptRow> {
  const { correct, total } = scoreExercise(exercise.items, answers);
  const row: ExerciseAttemptRow = { id: crypto.randomUUID(), exerciseId: exercise.id, answers, correct, total, submittedAt: at.toISOString() };
  await enqueue('exercise.submit', { attemptId: row.id, exerciseId: exercise.id, answers, correct, total, submittedAt: row.submittedAt }, {
    tables: [db.exerciseAttempts],
    applyLocally: () => db.exerciseAttempts.add(row),
  });
  return row;
}
