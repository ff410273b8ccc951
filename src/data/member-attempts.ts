/**
 * A staff device's quiz attempts of other people arrive compact (contract/staff.ts): one row per
 * learner holding their attempts, each attempt's answers as arrays in the order of its quiz
 * version's key, the keys once per version in `memberQuizKeys`. Summaries (scores, pass rates) read
 * the attempts as they are; the screens that show answers (a learner's record, item analysis) read
 * them here in the shape of a learner's own graded attempt.
 */
import type { GradedAnswer, QuizResultRowData } from '@contract/quizzes';
import { unpackMemberQuizResults, type PackedMemberQuizResults } from '@contract/member-quiz-pack';
import type { MemberQuizAttempt } from '@contract/staff';
import type { SyncRowData } from '@contract/wire';
import { db, type MemberQuizKeyRow, type MemberQuizResultRow } from './db';
import { summariseMemberQuizResults } from './member-quiz-summary';
import type { TableHook } from './sync/table-hooks';

export type { MemberQuizAttempt };

/** The id of the key of a quiz version. */
export const quizKeyId = (quizId: string, version: number) => `${quizId}@${version}`;

/** The attempts of `rows`, each with its learner; only those at quiz `quizId` when given. */
export function memberAttempts(rows: readonly MemberQuizResultRow[], quizId?: string): MemberQuizAttempt[] {
  return rows.flatMap((row) => row.attempts.flatMap((attempt) => (quizId === undefined || attempt.quizId === quizId ? [{ ...attempt, userId: row.userId }] : [])));
}

/**
 * `attempt` with each answer against `key` (its version's key); without the key (not pulled yet)
 * the attempt keeps its score and shows no answers.
 */
export function expandMemberAttempt(attempt: MemberQuizAttempt, key: MemberQuizKeyRow | undefined): QuizResultRowData {
  const { given, earned, right, ...summary } = attempt;
  const answers = (key?.questions ?? []).map((question, index): GradedAnswer => ({
    qstnId: question.id,
    answer: given[index] ?? null,
    correct: right[index] === '1',
    correctAnswer: question.correctAnswer,
    points: question.points,
    earned: earned[index] ?? 0,
    ...(question.feedback === undefined ? {} : { feedback: question.feedback }),
  }));
  return { ...summary, answers };
}

/** `attempts` expanded with their keys, read from this device in one query. */
export async function withAnswers(attempts: readonly MemberQuizAttempt[]): Promise<QuizResultRowData[]> {
  const keyIds = [...new Set(attempts.map((attempt) => quizKeyId(attempt.quizId, attempt.version)))];
  const keys = await db.memberQuizKeys.bulkGet(keyIds);
  const byId = new Map(keys.flatMap((key) => (key ? [[key.id, key] as const] : [])));
  return attempts.map((attempt) => expandMemberAttempt(attempt, byId.get(quizKeyId(attempt.quizId, attempt.version))));
}

/** The tables a write of learners' attempts goes to: their rows, and the summaries kept beside them. */
export const memberQuizTables = () => [db.memberQuizResults, db.memberQuizSummaries];

/** Stores learners' rows (each replacing the learner's row) with their summaries; inside a transaction of {@link memberQuizTables}. */
export async function putMemberQuizResults(rows: readonly MemberQuizResultRow[]): Promise<void> {
  await db.memberQuizResults.bulkPut(rows);
  await db.memberQuizSummaries.bulkPut(rows.map(summariseMemberQuizResults));
}

/** Removes the rows of learners `userIds` and their summaries; inside a transaction of {@link memberQuizTables}. */
export async function deleteMemberQuizResults(userIds: readonly string[]): Promise<void> {
  await db.memberQuizResults.bulkDelete([...userIds]);
  await db.memberQuizSummaries.bulkDelete([...userIds]);
}

/**
 * Removes the attempts `attemptIds` (a pull's `del` of `memberQuizResults`: attempts, not rows) from
 * their rows, and a row left empty. Deleted attempts are rare (a person or quiz deleted), so the rows
 * are scanned rather than indexed by attempt. Inside a transaction of {@link memberQuizTables}.
 */
export async function deleteMemberAttempts(attemptIds: readonly string[]): Promise<void> {
  const gone = new Set(attemptIds);
  const touched = await db.memberQuizResults.filter((row) => row.attempts.some((attempt) => gone.has(attempt.id))).toArray();
  const kept = touched.map((row) => ({ ...row, attempts: row.attempts.filter((attempt) => !gone.has(attempt.id)) }));
  await deleteMemberQuizResults(kept.filter((row) => row.attempts.length === 0).map((row) => row.id));
  await putMemberQuizResults(kept.filter((row) => row.attempts.length > 0));
}

/** How pull writes `memberQuizResults` (its hook, listed in src/data/table-hooks.ts): deletions name attempts, and summaries follow the rows. */
export const memberQuizResultsHook: TableHook = {
  tables: memberQuizTables,
  // Pulled rows are stored as the server sends them, as every table's are (contract/tables declares their shape).
  put: (rows: readonly SyncRowData[]) => putMemberQuizResults(rows as readonly MemberQuizResultRow[]),
  del: deleteMemberAttempts,
  // Pulled packed (issue 55 item 5): 13 MB of JSON for a teacher's 36,000 attempts in about a quarter.
  unpack: (packed) => unpackMemberQuizResults(packed as PackedMemberQuizResults),
  // Version 19 added the summaries beside rows already stored (db.ts).
  rebuild: async () => {
    const rows = await db.memberQuizResults.toArray();
    await db.memberQuizSummaries.bulkPut(rows.map(summariseMemberQuizResults));
  },
};
