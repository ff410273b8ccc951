/**
 * Quiz tables: `quizzes` and `quizQuestions` of courses the caller may open, WITHOUT answer keys;
 * `quizResults`, the caller's own graded attempts, each answer with its correct answer (the key of
 * a question reaches a device only inside the grade of an attempt at it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { QuizResultRowData } from '../../../contract/quizzes';
import type { MemberQuizKeyRowData, MemberQuizResultRowData } from '../../../contract/staff';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { keyAnswers } from '../../../contract/question-score';
import { gradeAttempt, gradeCompact, type KeyedQuestion } from '../../../contract/quiz-grading';
import { changedRows, iso, type ReadContext, type TableReader } from '../../sync/tables/table';

export const quizzesTable: TableReader = {
  name: 'quizzes',
  put: (db, { inScope, since }) => selectRows(db, sql`
    select q.id, q.course_id as "courseId", q.name, q.code, q.description, q.pass_mark as "passMark",
      q.time_limit_minutes as "timeLimitMinutes", case when q.due_at is null then null else ${iso(sql`q.due_at`)} end as "dueAt",
      (select count(*)::int from quiz_questions qq where qq.quiz_id = q.id) as "questionCount", ${iso(sql`q.updated_at`)} as "updatedAt",
      q.version, q.shuffle_questions as "shuffleQuestions", q.shuffle_options as "shuffleOptions", q.attempts_allowed as "attemptsAllowed"
    from quizzes q
    where ${inScope({ organisation: sql`q.organisation_id`, course: sql`q.course_id` })} and q.sync_version > ${since}`),
  changed: changedRows('quizzes', 'organisation'),
};

// A single-choice question whose options are exactly True and False is shown as a True/False question.
export const quizQuestionsTable: TableReader = {
  name: 'quizQuestions',
  put: (db, { inScope, since }) => selectRows(db, sql`
    select qq.id, qq.quiz_id as "quizId", qq.position, qq.prompt,
      case when qq.kind = 'single' and qq.options = '["True", "False"]'::jsonb then 'truefalse' else qq.kind::text end as kind,
      qq.options, qq.items, qq.points, qq.images
    from quiz_questions qq join quizzes q on q.id = qq.quiz_id
    where ${inScope({ organisation: sql`qq.organisation_id`, course: sql`q.course_id` })} and qq.sync_version > ${since}`),
  changed: changedRows('quiz_questions', 'organisation'),
};

interface AttemptRow extends Omit<QuizResultRowData, 'answers' | 'passMark' | 'version'> {
  version: number;
  given: { qstnId: string; answer: string | string[] }[];
}

/** The id of the key of a quiz version (as `memberQuizKeys` rows have it). */
const keyId = (quizId: string, version: number) => `${quizId}@${version}`;

/** The key an attempt is graded against: its quiz at its version. */
interface VersionKey {
  quizId: string;
  version: number;
  questions: KeyedQuestion[];
  passMark: number;
}

/**
 * The keys of the (quiz, version) pairs of `pairs`, read once per pair: the recorded version's
 * questions and pass mark, or the live questions when that version was never recorded (the quiz
 * has not changed since).
 */
async function readVersionKeys(db: Database, pairs: { quizId: string; version: number }[]): Promise<Map<string, VersionKey>> {
  if (pairs.length === 0) return new Map();
  const keys = await selectRows<VersionKey>(db, sql`
    select p."quizId", p.version,
      coalesce(v.content->'questions', (select coalesce(jsonb_agg(jsonb_build_object('id', qq.id, 'kind', qq.kind, 'options', qq.options, 'answer', qq.answer,
          'points', qq.points, 'tolerance', qq.tolerance, 'feedback', qq.feedback) order by qq.position), '[]'::jsonb)
        from quiz_questions qq where qq.quiz_id = p."quizId")) as questions,
      coalesce((v.content->>'passMark')::int, q.pass_mark) as "passMark"
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p("quizId" text, version int)
      join quizzes q on q.id = p."quizId"
      left join quiz_versions v on v.quiz_id = p."quizId" and v.version = p.version`);
  return new Map(keys.map((key) => [keyId(key.quizId, key.version), key]));
}

/** Attempts `a` (joined to their quiz `q`) matching `query`, with the keys of their versions, read once per (quiz, version). */
async function readAttemptsAndKeys(db: Database, query: SQL) {
  const rows = await selectRows<AttemptRow>(db, sql`
    select a.id, a.quiz_id as "quizId", a.user_id as "userId", a.score, a.total,
      case when a.total > 0 then round((a.score / a.total * 100)::numeric)::int else 0 end as percent,
      a.passed, coalesce(a.version, 1) as version, ${iso(sql`a.started_at`)} as "startedAt", ${iso(sql`a.submitted_at`)} as "submittedAt",
      ${iso(sql`a.graded_at`)} as "gradedAt", a.answers as given
    from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where ${query}`);
  const pairs = new Map(rows.map((row) => [keyId(row.quizId, row.version), { quizId: row.quizId, version: row.version }]));
  const keys = await readVersionKeys(db, [...pairs.values()]);
  return { rows, keyOf: (row: Pick<AttemptRow, 'quizId' | 'version'>) => keys.get(keyId(row.quizId, row.version)) };
}

/**
 * Graded attempts `a` (joined to their quiz `q`) matching `query`'s condition, each answer
 * re-checked against the key of the version the attempt was graded on so the row says which were
 * right; `query` is a WHERE condition (and may go on with ORDER BY/LIMIT). The keys are read once
 * per (quiz, version), not once per attempt.
 */
export async function readGradedAttempts(db: Database, query: SQL): Promise<QuizResultRowData[]> {
  const { rows, keyOf } = await readAttemptsAndKeys(db, query);
  return rows.map(({ given, ...row }) => {
    const key = keyOf(row);
    const passMark = key?.passMark ?? 0;
    return { ...row, passMark, answers: gradeAttempt(key?.questions ?? [], given, passMark).answers };
  });
}

/** Submission time, then id: the order of a learner's attempts. */
const bySubmission = (a: { submittedAt: string; id: string }, b: { submittedAt: string; id: string }) =>
  a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The same attempts in the staff devices' compact shape (contract/staff.ts), one row per learner
 * (rows in the order `query` first reads each learner; a row's attempts by submission time, then id):
 * the answers as arrays in the order of the version key's questions, which `memberQuizKeys` sends
 * once per version.
 */
export async function readMemberAttempts(db: Database, query: SQL): Promise<MemberQuizResultRowData[]> {
  const { rows, keyOf } = await readAttemptsAndKeys(db, query);
  const learners = new Map<string, MemberQuizResultRowData>();
  for (const row of rows) {
    let learner = learners.get(row.userId);
    if (!learner) learners.set(row.userId, (learner = { id: row.userId, userId: row.userId, attempts: [] }));
    const key = keyOf(row);
    const { given, earned, right } = gradeCompact(key?.questions ?? [], row.given);
    learner.attempts.push({
      id: row.id, quizId: row.quizId, score: row.score, total: row.total, percent: row.percent, passMark: key?.passMark ?? 0, passed: row.passed,
      version: row.version, startedAt: row.startedAt, submittedAt: row.submittedAt, gradedAt: row.gradedAt, given, earned, right,
    });
  }
  for (const learner of learners.values()) learner.attempts.sort(bySubmission);
  return [...learners.values()];
}

/** The staff row of a version key. */
function keyRow(key: VersionKey): MemberQuizKeyRowData {
  return {
    id: keyId(key.quizId, key.version),
    quizId: key.quizId,
    version: key.version,
    questions: key.questions.map((question) => ({
      id: question.id,
      correctAnswer: keyAnswers(question),
      points: question.points,
      ...(question.feedback ? { feedback: question.feedback } : {}),
    })),
  };
}

/**
 * The keys of every version (recorded ones and the current one) of the quizzes `q` matching `quizzes`
 * (a condition on `q`), for a staff device.
 */
export async function readQuizKeys(db: Database, quizzes: SQL): Promise<MemberQuizKeyRowData[]> {
  const pairs = await selectRows<{ quizId: string; version: number }>(db, sql`
    select q.id as "quizId", v.version from quizzes q
      cross join lateral (select qv.version from quiz_versions qv where qv.quiz_id = q.id union select coalesce(q.version, 1)) v
    where ${quizzes}`);
  const keys = await readVersionKeys(db, pairs);
  return [...keys.values()].map(keyRow);
}

/** The caller's own attempts. */
function readResults(db: Database, { inScope, since }: ReadContext): Promise<QuizResultRowData[]> {
  return readGradedAttempts(db, sql`${inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id` })} and a.sync_version > ${since}`);
}

export const quizResultsTable: TableReader = {
  name: 'quizResults',
  put: readResults,
  changed: changedRows('quiz_attempts', 'own'),
};
