/**
 * Quiz tables: `quizzes` and `quizQuestions` of courses the caller may open, WITHOUT answer keys;
 * `quizResults`, the caller's own graded attempts, each answer with its correct answer (the key of
 * a question reaches a device only inside the grade of an attempt at it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { QuizResultRowData } from '../../../../contract/quizzes';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { openableCourseIds } from '../../course-access';
import { gradeAttempt, type KeyedQuestion } from '../../quizzes/grading';
import { iso, ownTombstones, type PullContext, type PullTable } from './table';

export const quizzesTable: PullTable = {
  name: 'quizzes',
  put: (db, { caller, since }) => selectRows(db, sql`
    select q.id, q.course_id as "courseId", q.name, q.code, q.description, q.pass_mark as "passMark",
      q.time_limit_minutes as "timeLimitMinutes", case when q.due_at is null then null else ${iso(sql`q.due_at`)} end as "dueAt",
      (select count(*)::int from quiz_questions qq where qq.quiz_id = q.id) as "questionCount", ${iso(sql`q.updated_at`)} as "updatedAt",
      q.version, q.shuffle_questions as "shuffleQuestions", q.shuffle_options as "shuffleOptions", q.attempts_allowed as "attemptsAllowed"
    from quizzes q
    where q.organisation_id = ${caller.organisationId} and q.sync_version > ${since}
      and q.course_id in (${openableCourseIds(caller)})`),
  del: ownTombstones('quizzes'),
};

// A single-choice question whose options are exactly True and False is shown as a True/False question.
export const quizQuestionsTable: PullTable = {
  name: 'quizQuestions',
  put: (db, { caller, since }) => selectRows(db, sql`
    select qq.id, qq.quiz_id as "quizId", qq.position, qq.prompt,
      case when qq.kind = 'single' and qq.options = '["True", "False"]'::jsonb then 'truefalse' else qq.kind::text end as kind,
      qq.options, qq.items, qq.points
    from quiz_questions qq join quizzes q on q.id = qq.quiz_id
    where qq.organisation_id = ${caller.organisationId} and qq.sync_version > ${since}
      and q.course_id in (${openableCourseIds(caller)})`),
  del: ownTombstones('quizQuestions'),
};

interface AttemptRow extends Omit<QuizResultRowData, 'answers'> {
  given: { qstnId: string; answer: string | string[] }[];
  questions: KeyedQuestion[] | null;
  liveQuestions: KeyedQuestion[];
}

/**
 * Graded attempts `a` (joined to their quiz `q`) matching `query`'s condition, each answer
 * re-checked against the key of the version the attempt was graded on (the live questions when that
 * version was never recorded: the quiz has not changed since) so the row says which were right; `query` is a WHERE condition
 * (and may go on with ORDER BY/LIMIT). Shared with the teacher's `memberQuizResults`.
 */
export async function readGradedAttempts(db: Database, query: SQL): Promise<QuizResultRowData[]> {
  const rows = await selectRows<AttemptRow>(db, sql`
    select a.id, a.quiz_id as "quizId", a.user_id as "userId", a.score, a.total,
      case when a.total > 0 then round((a.score / a.total * 100)::numeric)::int else 0 end as percent,
      coalesce((v.content->>'passMark')::int, q.pass_mark) as "passMark", a.passed, a.version, ${iso(sql`a.started_at`)} as "startedAt", ${iso(sql`a.submitted_at`)} as "submittedAt",
      ${iso(sql`a.graded_at`)} as "gradedAt", a.answers as given, v.content->'questions' as questions,
      coalesce((select jsonb_agg(jsonb_build_object('id', qq.id, 'kind', qq.kind, 'answer', qq.answer, 'points', qq.points,
          'tolerance', qq.tolerance, 'feedback', qq.feedback) order by qq.position)
        from quiz_questions qq where qq.quiz_id = a.quiz_id), '[]'::jsonb) as "liveQuestions"
    from quiz_attempts a join quizzes q on q.id = a.quiz_id
      left join quiz_versions v on v.quiz_id = a.quiz_id and v.version = a.version
    where ${query}`);
  return rows.map(({ given, questions, liveQuestions, ...row }) => ({ ...row, answers: gradeAttempt(questions ?? liveQuestions, given, row.passMark).answers }));
}

/** The caller's own attempts. */
function readResults(db: Database, { caller, since }: PullContext): Promise<QuizResultRowData[]> {
  return readGradedAttempts(db, sql`a.user_id = ${caller.id} and a.organisation_id = ${caller.organisationId} and a.sync_version > ${since}`);
}

export const quizResultsTable: PullTable = {
  name: 'quizResults',
  put: readResults,
  del: (tombstones, ctx) => ownTombstones('quizResults')(tombstones.filter((t) => t.userId === ctx.caller.id), ctx),
};
