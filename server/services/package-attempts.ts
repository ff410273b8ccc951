/**
 * `package.commit` (issue 51): one commit of a learner's SCORM/H5P attempt at a package item,
 * applied once per mutation (the push's mutation log) and merged so that the commit with the most
 * `commits` wins whatever order devices send them in; `completed` stays true once true. The lesson
 * must be one the caller may open, and the item one of its sections (404/422, as progress).
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../contract/intents';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { refuse } from '../http/problem';
import { openableCourseIds } from '../policy/course-access';
import { LESSON_NOT_AVAILABLE } from './progress';

/** Stores the caller's commit unless a later one of the same attempt is stored already. */
export async function commitPackageAttempt(db: Database, caller: Caller, args: IntentArgs<'package.commit'>): Promise<void> {
  const at = new Date(Math.min(Date.parse(args.at), Date.now())).toISOString();
  const [lesson] = await selectRows<{ open: boolean; sections: number; courseId: string }>(db, sql`
    select l.course_id in (${openableCourseIds(caller)}) as open, greatest(1, l.sections) as sections, l.course_id as "courseId"
    from lessons l where l.id = ${args.lessonId} and l.organisation_id = ${caller.organisationId}`);
  if (!lesson || !lesson.open || lesson.courseId !== args.courseId) throw refuse(404, LESSON_NOT_AVAILABLE);
  if (args.item >= lesson.sections) throw refuse(422, 'lesson-item-past-end', { items: lesson.sections, item: args.item + 1 });
  await db.execute(sql`
    insert into package_attempts (user_id, organisation_id, course_id, lesson_id, item, status, completed, success, score, seconds,
      suspend_data, location, interactions, commits, updated_at)
    values (${caller.id}, ${caller.organisationId}, ${args.courseId}, ${args.lessonId}, ${args.item}, ${args.status}, ${args.completed}, ${args.success},
      ${args.score}, ${args.seconds}, ${args.suspendData}, ${args.location}, ${args.interactions}, ${args.commits}, ${at})
    on conflict (user_id, lesson_id, item) do update set
      status = excluded.status, completed = package_attempts.completed or excluded.completed, success = excluded.success, score = excluded.score,
      seconds = excluded.seconds, suspend_data = excluded.suspend_data, location = excluded.location, interactions = excluded.interactions,
      commits = excluded.commits, updated_at = excluded.updated_at
    where package_attempts.commits < excluded.commits`);
}
