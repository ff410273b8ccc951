/**
 * Lesson progress writes (DESIGN §2.7): per section, progress only grows (max), a completed
 * section stays completed (OR), and the media position is the one reported last (by `at`), so
 * writes from several devices, in any order or replayed, never lose progress.
 */
import { sql } from 'drizzle-orm';
import type { MutationArgs } from '../../contract/sync';
import type { Caller } from '../app-env';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { lessonProgress } from '../db/schema';
import { HttpError } from '../http/problem';
import { openableCourseIds } from './course-access';

/** Why a lesson write is refused when the lesson is unknown or in a course the caller may not open (the same words, naming nothing). */
export const LESSON_NOT_AVAILABLE = 'This lesson was not found or is not available to you, so its progress was not saved.';

interface LessonCheck { courseId: string; sections: number; open: boolean }

/**
 * The lesson checks one push batch has made, by lesson id (undefined: no such lesson in the
 * caller's organisation). A batch of progress writes mostly repeats a few lessons; the push drops
 * the memo whenever a mutation of another kind is applied, since that one may change access.
 */
export type LessonChecks = Map<string, LessonCheck | undefined>;

/** A lesson's course, its section count and whether the caller may open its course (memoised in `checks`). */
async function checkLesson(db: Database, caller: Caller, lessonId: string, checks?: LessonChecks): Promise<LessonCheck | undefined> {
  if (checks?.has(lessonId)) return checks.get(lessonId);
  const [lesson] = await selectRows<LessonCheck>(db, sql`
    select l.course_id as "courseId", greatest(1, l.sections) as sections, l.course_id in (${openableCourseIds(caller)}) as open
    from lessons l where l.id = ${lessonId} and l.organisation_id = ${caller.organisationId}`);
  checks?.set(lessonId, lesson);
  return lesson;
}

/**
 * Merges one section's progress of the caller. Refuses (404, one wording for both) a lesson that
 * does not exist in that course or is in a course they may not open, and (422) a section outside
 * the lesson's sections, numbered 0 … max(1, lessons.sections) − 1 as the player numbers them.
 */
export async function setLessonProgress(db: Database, caller: Caller, args: MutationArgs<'progress.set'>, checks?: LessonChecks): Promise<void> {
  const lesson = await checkLesson(db, caller, args.lessonId, checks);
  if (!lesson || lesson.courseId !== args.courseId || !lesson.open) throw new HttpError(404, LESSON_NOT_AVAILABLE);
  if (args.section >= lesson.sections) {
    const has = lesson.sections === 1 ? 'has one section' : `has ${lesson.sections} sections`;
    throw new HttpError(422, `This lesson ${has}, so progress for section ${args.section + 1} was not saved.`);
  }
  // A device clock ahead of the server must not pin the position forever.
  const at = new Date(Math.min(Date.parse(args.at), Date.now()));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(lessonProgress)
    .values({
      id: `p-${caller.id}-${args.lessonId}-${args.section}`,
      organisationId: caller.organisationId,
      userId: caller.id,
      courseId: args.courseId,
      lessonId: args.lessonId,
      section: args.section,
      progress: args.progress,
      completed: args.completed,
      position: args.position ?? null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId, lessonProgress.section],
      set: {
        progress: sql`greatest(${lessonProgress.progress}, ${excluded('progress')})`,
        completed: sql`${lessonProgress.completed} or ${excluded('completed')}`,
        position: sql`case when ${excluded('updated_at')} >= ${lessonProgress.updatedAt}
          then coalesce(${excluded('position')}, ${lessonProgress.position}) else ${lessonProgress.position} end`,
        updatedAt: sql`greatest(${lessonProgress.updatedAt}, ${excluded('updated_at')})`,
      },
    });
}
