/**
 * Quiz versions (issue 18, item 2): every published version is a row of `quiz_versions` that never
 * changes (a trigger refuses updates); the quiz's live rows (`quizzes`, `quiz_questions`) are the
 * current version, which learners pull. A quiz published before versions existed (or seeded) gets
 * its current version recorded the first time it is needed.
 */
import { sql } from 'drizzle-orm';
import { storedQuizContentSchema, type QuizContent, type QuizVersion } from '../../../../contract/quiz-authoring';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { HttpError } from '../../../http/problem';
import { iso } from '../../../sync/tables/table';
import type { KeyedQuestion } from '../../../../contract/quiz-grading';

/** The row id of version `version` of quiz `quizId`. */
export const versionId = (quizId: string, version: number) => `${quizId}:v${version}`;

/** The live rows of a quiz as version content, in SQL (one jsonb value). */
const liveContent = (quizId: string) => sql`
  select jsonb_build_object(
    'name', q.name, 'code', q.code, 'description', q.description, 'courseId', q.course_id, 'passMark', q.pass_mark,
    'timeLimitMinutes', q.time_limit_minutes,
    'dueAt', case when q.due_at is null then null else ${iso(sql`q.due_at`)} end,
    'attemptsAllowed', q.attempts_allowed, 'shuffleQuestions', q.shuffle_questions, 'shuffleOptions', q.shuffle_options,
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', qq.id, 'prompt', qq.prompt,
        'kind', case when qq.kind = 'single' and qq.options = '["True", "False"]'::jsonb then 'truefalse' else qq.kind::text end,
        'options', qq.options, 'items', qq.items, 'answer', qq.answer, 'tolerance', qq.tolerance, 'points', qq.points, 'feedback', qq.feedback)
        || case when qq.images = '[]'::jsonb then '{}'::jsonb else jsonb_build_object('images', qq.images) end
        order by qq.position)
      from quiz_questions qq where qq.quiz_id = q.id), '[]'::jsonb))
  from quizzes q where q.id = ${quizId}`;

/** Records the quiz's current version from its live rows if it is not recorded yet. */
export async function ensureCurrentVersion(db: Database, quizId: string): Promise<void> {
  await db.execute(sql`
    insert into quiz_versions (id, organisation_id, quiz_id, version, content)
    select q.id || ':v' || q.version, q.organisation_id, q.id, q.version, (${liveContent(quizId)})
    from quizzes q where q.id = ${quizId}
    on conflict (quiz_id, version) do nothing`);
}

interface VersionRow {
  quizId: string;
  version: number;
  publishedAt: string;
  content: unknown;
}

/** Version `version` of the caller's organisation's quiz (its current one when omitted), or null. */
export async function readQuizVersion(db: Database, organisationId: string, quizId: string, version?: number): Promise<QuizVersion | null> {
  await ensureCurrentVersion(db, quizId);
  const [row] = await selectRows<VersionRow>(db, sql`
    select v.quiz_id as "quizId", v.version, ${iso(sql`v.published_at`)} as "publishedAt", v.content
    from quiz_versions v join quizzes q on q.id = v.quiz_id
    where v.quiz_id = ${quizId} and v.organisation_id = ${organisationId}
      and v.version = ${version === undefined ? sql`q.version` : sql`${version}`}`);
  if (!row) return null;
  return { ...row, content: parseContent(row.content) };
}

/** Stored content, read with the contract's schema (a version stored by this server always parses). */
function parseContent(content: unknown): QuizContent {
  const parsed = storedQuizContentSchema.safeParse(content);
  if (!parsed.success) throw new HttpError(500, 'A stored quiz version could not be read.');
  return parsed.data;
}

/** The keyed questions of a version, as grading reads them. */
export function keyedQuestions(content: QuizContent): KeyedQuestion[] {
  return content.questions.map(({ prompt: _prompt, items: _items, images: _images, ...keyed }) => keyed);
}
