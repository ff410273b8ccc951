/**
 * `quiz.submit`: checks access and timing, grades the attempt and stores it with its grade. The
 * attempt id is the client's UUID, so a replay of the same attempt is stored once.
 */
import { eq, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { quizAttempts } from '../../db/schema';
import { refuse } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';
import { allowanceOf, attemptLimitRefusal } from '../teaching/extensions';
import { lateAttemptRefusal } from './deadline';
import { gradeAttempt } from '../../../contract/quiz-grading';
import { keyedQuestions, readQuizVersion } from '../authoring/quizzes/versions';

interface QuizForSubmit {
  name: string;
  passMark: number;
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  open: boolean;
}

/** Grades and stores the caller's attempt; throws HttpError (the learner sees its detail) to refuse it. */
export async function submitQuizAttempt(db: Database, caller: Caller, args: MutationArgs<'quiz.submit'>, now = new Date()): Promise<void> {
  const [quiz] = await selectRows<QuizForSubmit>(db, sql`
    select q.name, q.pass_mark as "passMark", q.time_limit_minutes as "timeLimitMinutes",
      q.attempts_allowed as "attemptsAllowed",
      coalesce(q.course_id in (${openableCourseIds(caller)}), false) as open
    from quizzes q where q.id = ${args.quizId} and q.organisation_id = ${caller.organisationId}`);
  // One wording for both, naming nothing: the caller may not even learn that the quiz exists.
  if (!quiz?.open) throw refuse(404, 'quiz-unavailable');
  const [existing] = await db.select({ userId: quizAttempts.userId }).from(quizAttempts).where(eq(quizAttempts.id, args.attemptId));
  if (existing) {
    if (existing.userId === caller.id) return;
    throw refuse(409, 'attempt-id-taken');
  }
  const startedAt = new Date(args.startedAt);
  const submittedAt = new Date(args.submittedAt);
  // The learner's extensions (issue 16) may move the deadline later, never earlier.
  const { dueAt, extraAttempts } = await allowanceOf(db, caller.organisationId, caller.id, args.quizId);
  const late = lateAttemptRefusal({ ...quiz, dueAt }, startedAt, submittedAt, now);
  if (late) throw refuse(422, late.code, late.params);
  // The quiz's attempts allowed plus the learner's extra attempts (issue 16's extensions).
  const [made] = await selectRows<{ n: number }>(db, sql`
    select count(*)::int as n from quiz_attempts where quiz_id = ${args.quizId} and user_id = ${caller.id}`);
  const overLimit = attemptLimitRefusal(quiz.name, quiz.attemptsAllowed, extraAttempts, made?.n ?? 0);
  if (overLimit) throw refuse(422, overLimit.code, overLimit.params);
  // Graded against the version the attempt was started on (an offline attempt may be older than the current one).
  const version = await readQuizVersion(db, caller.organisationId, args.quizId, args.version);
  if (!version) throw refuse(422, 'quiz-version-missing', { version: args.version ?? '' });
  const questions = keyedQuestions(version.content);
  const grade = gradeAttempt(questions, args.answers, version.content.passMark);
  const known = new Set(questions.map((q) => q.id));
  await db.insert(quizAttempts).values({
    id: args.attemptId,
    organisationId: caller.organisationId,
    quizId: args.quizId,
    userId: caller.id,
    answers: args.answers.filter((a) => known.has(a.qstnId)),
    score: grade.score,
    total: grade.total,
    passed: grade.passed,
    startedAt,
    submittedAt,
    gradedAt: now,
    version: version.version,
  });
}
