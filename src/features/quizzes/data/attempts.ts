/**
 * Quiz attempts on this device: the attempt in progress is saved at every change (status
 * `in-progress`) so a reload, a crash or going offline resumes it; submitting marks it `submitted`
 * and queues `quiz.submit` in the same transaction. The grade arrives by pull as a `quizResults` row;
 * a refusal stays in the outbox as a failed write with the server's reason.
 */
import { useLiveQuery } from '@/data/live-query';
import type { QuizResultRowData } from '@contract/quizzes';
import { db, type QuizAttemptRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { failedWrites } from '@/data/sync/writes';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from '../messages/en';

/** An attempt as the device keeps it (id = the attempt's UUID, also the server's id). */
export type AttemptRow = QuizAttemptRow;

/** What is saved of an attempt (its version and questions are recorded when it is first saved). */
export type AttemptDraft = Omit<AttemptRow, 'status' | 'updatedAt' | 'version' | 'questions'>;

const attempts = () => db.quizAttempts;

/** The attempt to resume for `quizId`: one in progress, or one submitted and not graded yet. */
export async function findResumableAttempt(quizId: string): Promise<AttemptRow | undefined> {
  const rows = await attempts().where('quizId').equals(quizId).toArray();
  const graded = new Set((await db.quizResults.where('quizId').equals(quizId).toArray()).map((r) => r.id));
  const open = rows.filter((r) => r.status === 'in-progress' || (r.status === 'submitted' && !graded.has(r.id)));
  return open.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

/** Attempts submitted on this device that wait for their grade. */
export function listWaitingAttempts(): Promise<AttemptRow[]> {
  return attempts().where('status').equals('submitted').toArray();
}

/** The quiz version and questions an attempt keeps: those it started on, recorded at its first save. */
async function startedOn(draft: AttemptDraft): Promise<Pick<AttemptRow, 'version' | 'questions'>> {
  const held = await attempts().get(draft.id);
  if (held) return { version: held.version, questions: held.questions };
  const [quiz, questions] = await Promise.all([db.quizzes.get(draft.quizId), db.quizQuestions.where('quizId').equals(draft.quizId).sortBy('position')]);
  return { version: quiz?.version, questions };
}

/** Saves the attempt in progress. */
export async function saveAttemptDraft(draft: AttemptDraft): Promise<void> {
  await db.transaction('rw', [db.quizAttempts, db.quizzes, db.quizQuestions], async () => {
    await attempts().put({ ...draft, ...(await startedOn(draft)), status: 'in-progress', updatedAt: new Date().toISOString() });
  });
}

/** Marks the attempt submitted and queues `quiz.submit`, in one transaction. */
export async function submitAttempt(draft: AttemptDraft & { submittedAt: string }): Promise<void> {
  const kept = await startedOn(draft);
  await enqueue(
    'quiz.submit',
    {
      attemptId: draft.id, quizId: draft.quizId, answers: draft.userAnswers, startedAt: draft.startedAt, submittedAt: draft.submittedAt,
      ...(kept.version ? { version: kept.version } : {}),
    },
    { tables: [db.quizAttempts], applyLocally: () => attempts().put({ ...draft, ...kept, status: 'submitted', updatedAt: new Date().toISOString() }) },
  );
}

// A refused submit cannot be graded any more: the attempt is closed as refused (the reason stays in the outbox).
const quizSubmitIntent = declareIntent('quiz.submit', {
  tables: () => [db.quizAttempts],
  rollback: async (args) => {
    await attempts().update(args.attemptId, { status: 'refused', updatedAt: new Date().toISOString() });
  },
});

/**
 * Marks a submitted attempt whose grade has arrived as announced. Resolves true only for the first
 * caller, so the take-quiz screen, the result screen and the app-wide notifier show one toast.
 */
export function claimGradedNotice(attemptId: string): Promise<boolean> {
  return db.transaction('rw', db.quizAttempts, async () => {
    const row = await attempts().get(attemptId);
    if (row?.status !== 'submitted') return false;
    await attempts().update(attemptId, { status: 'graded', updatedAt: new Date().toISOString() });
    return true;
  });
}

/** Grades that arrived for attempts submitted on this device and not announced yet. */
export function useUnannouncedGrades(): QuizResultRowData[] | undefined {
  return useLiveQuery(async () => {
    const submitted = await attempts().where('status').equals('submitted').primaryKeys();
    return (await db.quizResults.bulkGet(submitted)).filter((r): r is QuizResultRowData => r !== undefined);
  }, []);
}

/** Where a submitted attempt stands. */
export interface AttemptOutcome {
  attempt: AttemptRow | undefined;
  result: QuizResultRowData | undefined;
  /** The server's reason, when it refused the attempt. */
  refusal: string | undefined;
}

/** The attempt, its grade and any refusal, live; `undefined` while reading. */
export function useAttemptOutcome(attemptId: string | null): AttemptOutcome | undefined {
  return useLiveQuery(async () => {
    if (!attemptId) return { attempt: undefined, result: undefined, refusal: undefined };
    const [refused] = await failedWrites('quiz.submit', { attemptId });
    return {
      attempt: await attempts().get(attemptId),
      result: await db.quizResults.get(attemptId),
      refusal: refused ? (refused.error ?? i18n.getFixedT(null, quizzesNs)('pending.serverRefused')) : undefined,
    };
  }, [attemptId]);
}

/** The intents of quizzes, for the app's list (src/app/intents.ts). */
export const quizIntents = intentGroup(quizSubmitIntent);
