/**
 * A learner's quiz attempts on a staff device, summed up (issue 16, item 8): which quizzes they
 * attempted and passed, how many attempts and the sum of their percentages. The teacher's Batches
 * and Batch students screens need only these, and reading the whole `memberQuizResults` rows (13 MB
 * of answers for 600 learners) cost them some 600 ms. So this device keeps one summary per learner
 * in `memberQuizSummaries`, written wherever their row is (src/data/member-attempts.ts); never pulled.
 */
import type { MemberQuizResultRowData } from '@contract/staff';

/** One learner's summary (id = the learner's user id, as their `memberQuizResults` row). */
export interface MemberQuizSummaryRow {
  id: string;
  /** The quizzes attempted, and those passed at least once. */
  attempted: string[];
  passed: string[];
  attempts: number;
  /** The attempts' percentages added up (their mean is this ÷ `attempts`). */
  percentSum: number;
}

/** The summary of one learner's row. */
export function summariseMemberQuizResults(row: {
  id: string;
  attempts: readonly Pick<MemberQuizResultRowData['attempts'][number], 'quizId' | 'passed' | 'percent'>[];
}): MemberQuizSummaryRow {
  const attempted = new Set<string>();
  const passed = new Set<string>();
  let percentSum = 0;
  for (const attempt of row.attempts) {
    attempted.add(attempt.quizId);
    if (attempt.passed) passed.add(attempt.quizId);
    percentSum += attempt.percent;
  }
  return { id: row.id, attempted: [...attempted], passed: [...passed], attempts: row.attempts.length, percentSum };
}
