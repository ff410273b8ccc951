/**
 * A run of `progress.set` writes of one push applied set-based (issue 55): one check of the lessons
 * the batch has not checked yet and one upsert, with the same rows and answers as
 * `setLessonProgress` applied one by one (progress.ts). Writes to one section are first folded
 * into one row (PostgreSQL upserts a row once a statement) by the same merge the upsert applies.
 */
import { sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { lessonProgress } from '../../db/schema';
import type { HttpError } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';
import { refusal, type LessonCheck, type LessonChecks } from './progress';

/** One section's writes of the run folded: what the upsert merges into the stored row. */
interface Folded {
  args: MutationArgs<'progress.set'>;
  progress: number;
  completed: boolean;
  /** The latest `at` of the writes (ms). */
  at: number;
  /**
   * The position a write that came in turn would leave, and its `at`: the last write with a position
   * among those whose `at` was the latest so far when it came. It replaces the stored position when
   * its `at` is not before the stored row's, as each such write would have in turn.
   */
  position: number | null;
  positionAt: number;
}

/** Folds `args` (a write allowed, `at` already clamped) into `row`, as the upsert would merge them in turn. */
function fold(row: Folded | undefined, args: MutationArgs<'progress.set'>, at: number): Folded {
  const position = args.position ?? null;
  if (!row) return { args, progress: args.progress, completed: args.completed, at, position, positionAt: at };
  const later = at >= row.at && position !== null;
  return {
    args, progress: Math.max(row.progress, args.progress), completed: row.completed || args.completed, at: Math.max(row.at, at),
    position: later ? position : row.position, positionAt: later ? at : row.positionAt,
  };
}

/** The checks of the lessons `writes` name that `checks` lacks, in one statement, added to `checks`. */
async function checkLessons(db: Database, caller: Caller, writes: MutationArgs<'progress.set'>[], checks: LessonChecks): Promise<void> {
  const missing = [...new Set(writes.map((w) => w.lessonId).filter((id) => !checks.has(id)))];
  if (missing.length === 0) return;
  const rows = await selectRows<LessonCheck & { id: string }>(db, sql`
    select l.id, l.course_id as "courseId", greatest(1, l.sections) as sections, l.course_id in (${openableCourseIds(caller)}) as open
    from lessons l where l.id = any(${sql.param(missing)}::text[]) and l.organisation_id = ${caller.organisationId}`);
  const found = new Map(rows.map(({ id, ...check }) => [id, check]));
  for (const id of missing) checks.set(id, found.get(id));
}

/** Each write's refusal (404 or 422, as alone) or undefined once merged into the caller's progress. */
export async function setLessonProgressMany(db: Database, caller: Caller, writes: MutationArgs<'progress.set'>[], checks: LessonChecks = new Map()): Promise<(HttpError | undefined)[]> {
  await checkLessons(db, caller, writes, checks);
  const outcomes = writes.map((args) => refusal(checks.get(args.lessonId), args));
  const sections = new Map<string, Folded>();
  const now = Date.now();
  writes.forEach((args, i) => {
    if (outcomes[i]) return;
    // A device clock ahead of the server must not pin the position forever.
    const key = `${args.lessonId}\n${args.section}`;
    sections.set(key, fold(sections.get(key), args, Math.min(Date.parse(args.at), now)));
  });
  const rows = [...sections.values()];
  if (rows.length === 0) return outcomes;
  const iso = (ms: number) => new Date(ms).toISOString();
  const p = lessonProgress;
  await db.execute(sql`
    with w as (
      select * from unnest(${sql.param(rows.map((r) => `p-${caller.id}-${r.args.lessonId}-${r.args.section}`))}::text[],
        ${sql.param(rows.map((r) => r.args.courseId))}::text[], ${sql.param(rows.map((r) => r.args.lessonId))}::text[],
        ${sql.param(rows.map((r) => r.args.section))}::integer[], ${sql.param(rows.map((r) => r.progress))}::real[],
        ${sql.param(rows.map((r) => r.completed))}::boolean[], ${sql.param(rows.map((r) => r.position))}::real[],
        ${sql.param(rows.map((r) => iso(r.at)))}::timestamptz[], ${sql.param(rows.map((r) => iso(r.positionAt)))}::timestamptz[])
        as w(id, course_id, lesson_id, section, progress, completed, position, updated_at, position_at))
    insert into ${p} (id, organisation_id, user_id, course_id, lesson_id, section, progress, completed, position, updated_at)
    select w.id, ${caller.organisationId}, ${caller.id}, w.course_id, w.lesson_id, w.section, w.progress, w.completed, w.position, w.updated_at from w
    on conflict (user_id, lesson_id, section) do update set
      progress = greatest(${p.progress}, excluded.progress),
      completed = ${p.completed} or excluded.completed,
      position = case when excluded.position is not null and (select w.position_at from w where w.id = excluded.id) >= ${p.updatedAt}
        then excluded.position else ${p.position} end,
      updated_at = greatest(${p.updatedAt}, excluded.updated_at)`);
  return outcomes;
}
