/**
 * A run of `quiz.submit` writes of one push applied set-based (issue 55 item 1): one statement reads
 * every quiz the run names with the caller's access, extensions and attempts made; one reads the
 * attempt ids already stored; each quiz version is read once for the run; the attempts go in one
 * insert and their scores in one LTI queue statement. Each write is answered as `submitQuizAttempt`
 * applied in turn would answer it (submit.ts): the same checks in the same order, attempts earlier
 * in the run counted against the limit, an attempt id stored earlier in the run a replay.
 */
import { sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import { gradeAttempt } from '../../../contract/quiz-grading';
import type { Caller } from '../../auth/caller';
import { openableCourseIds } from '../../auth/course-access';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { quizAttempts } from '../../db/schema';
import { refuse, type HttpError } from '../../http/problem';
import { allowanceFrom, attemptLimitRefusal, type QuizAllowance } from '../teaching/extensions';
import type { QuizVersion } from '../../../contract/quiz-authoring';
import { keyedQuestions, readQuizVersion } from '../authoring/quizzes/versions';
import { lateAttemptRefusal } from './deadline';

interface QuizRow {
  id: string;
  name: string;
  passMark: number;
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  open: boolean;
  quizDueAt: string | Date | null;
  extendedDueAt: string | Date | null;
  extra: number | string | null;
  made: number;
}

/** A stored attempt's grade, as its notification reads it. */
export interface StoredAttempt { attemptId: string; title: string; score: number; total: number; passed: boolean }

/** What a run did: each write's refusal or undefined, the attempts it stored, and the writes that were replays of the caller's own attempts. */
export interface SubmittedRun {
  outcomes: (HttpError | undefined)[];
  stored: StoredAttempt[];
  replays: MutationArgs<'quiz.submit'>[];
}

/** Grades and stores a run of the caller's attempts; refuses each as `submitQuizAttempt` would, without throwing. */
export async function submitQuizAttempts(db: Database, caller: Caller, writes: MutationArgs<'quiz.submit'>[], now = new Date()): Promise<SubmittedRun> {
  const quizIds = [...new Set(writes.map((w) => w.quizId))];
  const quizRows = await selectRows<QuizRow>(db, sql`
    select q.id, q.name, q.pass_mark as "passMark", q.time_limit_minutes as "timeLimitMinutes", q.attempts_allowed as "attemptsAllowed",
      coalesce(q.course_id in (${openableCourseIds(caller)}), false) as open, q.due_at as "quizDueAt",
      e."extendedDueAt", e.extra,
      (select count(*)::int from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${caller.id}) as made
    from quizzes q
    left join lateral (
      select max(x.due_at) as "extendedDueAt", coalesce(sum(x.extra_attempts), 0) as extra from quiz_extensions x
      where x.organisation_id = ${caller.organisationId} and x.user_id = ${caller.id} and x.quiz_id = q.id) e on true
    where q.id = any(${sql.param(quizIds)}::text[]) and q.organisation_id = ${caller.organisationId}`);
  const quizzes = new Map(quizRows.map((row) => [row.id, { ...row, allowance: allowanceFrom(row.quizDueAt, row.extendedDueAt, row.extra) }]));
  const owners = new Map((await selectRows<{ id: string; userId: string }>(db, sql`
    select id, user_id as "userId" from quiz_attempts where id = any(${sql.param([...new Set(writes.map((w) => w.attemptId))])}::text[])`))
    .map((row) => [row.id, row.userId]));
  const versions = new Map<string, QuizVersion | null>();
  const outcomes: (HttpError | undefined)[] = [];
  const rows: (typeof quizAttempts.$inferInsert)[] = [];
  const stored: StoredAttempt[] = [];
  const replays: MutationArgs<'quiz.submit'>[] = [];
  for (const args of writes) {
    const quiz = quizzes.get(args.quizId);
    const outcome = await checkAndGrade(db, caller, args, quiz, owners, versions, now);
    if (outcome instanceof Error) outcomes.push(outcome);
    else {
      outcomes.push(undefined);
      if (outcome === 'replay') replays.push(args);
      else {
        rows.push(outcome.row);
        stored.push(outcome.stored);
        owners.set(args.attemptId, caller.id);
        quiz!.made += 1;
      }
    }
  }
  if (rows.length > 0) await db.insert(quizAttempts).values(rows);
  return { outcomes, stored, replays };
}

type QuizOfRun = QuizRow & { allowance: QuizAllowance };

/** One write's refusal, `replay` (the caller's attempt already stored), or its row and grade. The checks of submit.ts, in its order. */
async function checkAndGrade(db: Database, caller: Caller, args: MutationArgs<'quiz.submit'>, quiz: QuizOfRun | undefined,
  owners: Map<string, string>, versions: Map<string, QuizVersion | null>, now: Date,
): Promise<HttpError | 'replay' | { row: typeof quizAttempts.$inferInsert; stored: StoredAttempt }> {
  if (!quiz?.open) return refuse(404, 'quiz-unavailable');
  const owner = owners.get(args.attemptId);
  if (owner !== undefined) return owner === caller.id ? 'replay' : refuse(409, 'attempt-id-taken');
  const startedAt = new Date(args.startedAt);
  const submittedAt = new Date(args.submittedAt);
  const late = lateAttemptRefusal({ ...quiz, dueAt: quiz.allowance.dueAt }, startedAt, submittedAt, now);
  if (late) return refuse(422, late.code, late.params);
  const overLimit = attemptLimitRefusal(quiz.name, quiz.attemptsAllowed, quiz.allowance.extraAttempts, quiz.made);
  if (overLimit) return refuse(422, overLimit.code, overLimit.params);
  const key = `${args.quizId}\n${args.version ?? ''}`;
  if (!versions.has(key)) versions.set(key, await readQuizVersion(db, caller.organisationId, args.quizId, args.version));
  const version = versions.get(key);
  if (!version) return refuse(422, 'quiz-version-missing', { version: args.version ?? '' });
  const questions = keyedQuestions(version.content);
  const grade = gradeAttempt(questions, args.answers, version.content.passMark);
  const known = new Set(questions.map((q) => q.id));
  return {
    row: {
      id: args.attemptId, organisationId: caller.organisationId, quizId: args.quizId, userId: caller.id,
      answers: args.answers.filter((a) => known.has(a.qstnId)), score: grade.score, total: grade.total, passed: grade.passed,
      startedAt, submittedAt, gradedAt: now, version: version.version,
    },
    stored: { attemptId: args.attemptId, title: quiz.name, score: grade.score, total: grade.total, passed: grade.passed },
  };
}
