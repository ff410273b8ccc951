/** The check of every package write (issue 51): the lesson is one the caller may open, and the item one of its sections. */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';
import { LESSON_NOT_AVAILABLE } from '../courses/progress';

/** Refuses (404/422) unless `item` of the lesson is one the caller may write to. */
export async function assertPackageItem(db: Database, caller: Caller, args: { courseId: string; lessonId: string; item: number }): Promise<void> {
  const [lesson] = await selectRows<{ open: boolean; sections: number; courseId: string }>(db, sql`
    select l.course_id in (${openableCourseIds(caller)}) as open, greatest(1, l.sections) as sections, l.course_id as "courseId"
    from lessons l where l.id = ${args.lessonId} and l.organisation_id = ${caller.organisationId}`);
  if (!lesson || !lesson.open || lesson.courseId !== args.courseId) throw refuse(404, LESSON_NOT_AVAILABLE);
  if (args.item >= lesson.sections) throw refuse(422, 'lesson-item-past-end', { items: lesson.sections, item: args.item + 1 });
}
