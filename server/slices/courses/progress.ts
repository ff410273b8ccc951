/**
 * Lesson progress writes (DESIGN §2.7): per section, progress only grows (max), a completed
 * section stays completed (OR), and the media position is the one reported last (by `at`), so
 * writes from several devices, in any order or replayed, never lose progress.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { lessonProgress } from '../../db/schema';
import { HttpError, refuse } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';

/** Why a lesson write is refused when the lesson is unknown or in a course the caller may not open (the same words, naming nothing). */
export const LESSON_NOT_AVAILABLE = 'lesson-unavailable';

/** A lesson's course, its sections and whether the caller may open it. */
export interface LessonCheck { courseId: string; sections: number; open: boolean }

/**
 * The lesson checks one push batch has made, by lesson id (undefined: no such lesson in the
 * caller's organisation). A batch of progress writes mostly repeats a few lessons; the push drops
 * the memo whenever a mutation of another kind is applied, since that one may change access.
 */
export type LessonChecks = Map<string, LessonCheck | undefined>;

/** 404 for a lesson unknown, in another course or not open to the caller (one wording), 422 for a section past its last; undefined: `args` may be written. */
export function refusal(lesson: LessonCheck | undefined, args: MutationArgs<'progress.set'>): HttpError | undefined {
  if (!lesson || lesson.courseId !== args.courseId || !lesson.open) return refuse(404, LESSON_NOT_AVAILABLE);
  if (args.section < lesson.sections) return undefined;
  return refuse(422, 'lesson-section-past-end', { count: lesson.sections, section: args.section + 1 });
}

const p = lessonProgress;
const columns = sql`(id, organisation_id, user_id, course_id, lesson_id, section, progress, completed, position, updated_at)`;
/** The merge: progress only grows, completed stays, the position reported last wins. */
const merge = sql`on conflict (user_id, lesson_id, section) do update set
  progress = greatest(${p.progress}, excluded.progress),
  completed = ${p.completed} or excluded.completed,
  position = case when excluded.updated_at >= ${p.updatedAt} then coalesce(excluded.position, ${p.position}) else ${p.position} end,
  updated_at = greatest(${p.updatedAt}, excluded.updated_at)`;

/** The row `args` writes, as a list of values (the course checked is `courseId`). */
function rowValues(caller: Caller, args: MutationArgs<'progress.set'>, courseId: SQL): SQL {
  // A device clock ahead of the server must not pin the position forever.
  const at = new Date(Math.min(Date.parse(args.at), Date.now())).toISOString();
  return sql`${`p-${caller.id}-${args.lessonId}-${args.section}`}::text, ${caller.organisationId}::text, ${caller.id}::text, ${courseId}, ${args.lessonId}::text,
    ${args.section}::integer, ${args.progress}::real, ${args.completed}::boolean, ${args.position ?? null}::real, ${at}::timestamptz`;
}

/**
 * Merges one section's progress of the caller. Refuses (404, one wording for both) a lesson that
 * does not exist in that course or is in a course they may not open, and (422) a section outside
 * the lesson's sections, numbered 0 … max(1, lessons.sections) − 1 as the player numbers them.
 * A lesson not yet in `checks` is checked and written in one statement; one already checked is
 * only written.
 */
export async function setLessonProgress(db: Database, caller: Caller, args: MutationArgs<'progress.set'>, checks?: LessonChecks): Promise<void> {
  if (checks?.has(args.lessonId)) {
    const refused = refusal(checks.get(args.lessonId), args);
    if (refused) throw refused;
    await db.execute(sql`insert into ${p} ${columns} values (${rowValues(caller, args, sql`${args.courseId}::text`)}) ${merge}`);
    return;
  }
  const [lesson] = await selectRows<LessonCheck & { written: boolean }>(db, sql`
    with lesson as (
      select l.course_id, greatest(1, l.sections) as sections, l.course_id in (${openableCourseIds(caller)}) as open
      from lessons l where l.id = ${args.lessonId} and l.organisation_id = ${caller.organisationId}),
    written as (
      insert into ${p} ${columns} select ${rowValues(caller, args, sql`course_id`)} from lesson
      where open and course_id = ${args.courseId} and ${args.section}::integer < sections
      ${merge} returning 1)
    select course_id as "courseId", sections, open, exists (select from written) as written from lesson`);
  checks?.set(args.lessonId, lesson);
  if (!lesson?.written) throw refusal(lesson, args) ?? refuse(404, LESSON_NOT_AVAILABLE);
}
