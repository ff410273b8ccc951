/**
 * Which courses a caller may open (read lessons, record progress), as SQL both push and pull
 * reuse. Staff open every course of their organisation; a learner opens a published course that is
 * `open`, or that they are assigned to: an active enrolment, an access grant or a batch of it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../app-env';

/** SQL true when the learner `userId` is assigned to course `c` (an alias in the outer query). */
export function assignedTo(userId: string): SQL {
  return sql`(exists (select 1 from enrolments e where e.course_id = c.id and e.user_id = ${userId} and e.status in ('active', 'completed'))
    or exists (select 1 from course_access a where a.course_id = c.id and a.user_id = ${userId})
    or exists (select 1 from batch_members m join batches b on b.id = m.batch_id where b.course_id = c.id and m.user_id = ${userId}))`;
}

/** A subquery of the ids of the courses the caller may open. */
export function openableCourseIds(caller: Caller): SQL {
  const org = caller.organisationId;
  if (caller.role !== 'learner') return sql`select c.id from courses c where c.organisation_id = ${org}`;
  return sql`select c.id from courses c where c.organisation_id = ${org} and c.published
    and (c.enrolment_mode = 'open' or ${assignedTo(caller.id)})`;
}
