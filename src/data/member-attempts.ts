/**
 * A staff device's quiz attempts of other people arrive compact (contract/staff.ts): the answers as
 * arrays in the order of their quiz version's key, the keys once per version in `memberQuizKeys`.
 * The screens that show answers (a learner's record, item analysis) read them here in the shape of a
 * learner's own graded attempt; summaries (scores, pass rates) read the compact rows as they are.
 */
import type { GradedAnswer, QuizResultRowData } from '@contract/quizzes';
import { db, type MemberQuizKeyRow, type MemberQuizResultRow } from './db';

/** The id of the key of a quiz version. */
export const quizKeyId = (quizId: string, version: number) => `${quizId}@${version}`;

/**
 * `row` with each answer against `key` (its version's key); without the key (not pulled yet) the
 * attempt keeps its score and shows no answers.
 */
export function expandMemberAttempt(row: MemberQuizResultRow, key: MemberQuizKeyRow | undefined): QuizResultRowData {
  const { given, earned, right, ...summary } = row;
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

/** `rows` expanded with their keys, read from this device in one query. */
export async function withAnswers(rows: readonly MemberQuizResultRow[]): Promise<QuizResultRowData[]> {
  const keyIds = [...new Set(rows.map((row) => quizKeyId(row.quizId, row.version)))];
  const keys = await db.memberQuizKeys.bulkGet(keyIds);
  const byId = new Map(keys.flatMap((key) => (key ? [[key.id, key] as const] : [])));
  return rows.map((row) => expandMemberAttempt(row, byId.get(quizKeyId(row.quizId, row.version))));
}
