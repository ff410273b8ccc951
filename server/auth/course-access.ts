/**
 * Which courses a caller may open (read lessons, record progress), as SQL both push and pull
 * reuse. Staff open every course of their organisation; a learner opens a published course that is
 * `open`, or that they are assigned to: an active enrolment, an access grant that has not expired, or a
 * batch of it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from './caller';

/** SQL true when grant `a` (the alias) has not expired: checked at every request, so an expired grant stops access at once. */
const grantLive = sql`(a.expires_at is null or a.expires_at > now())`;

/**
 * SQL true when a grant of `userId` expired after `since` (a column or value) and before now: their
 * device still lists that course, so its next pull resets (sync/pull.ts).
 */
export function grantExpiredSince(userId: string, since: SQL): SQL {
  return sql`exists (select 1 from course_access a where a.user_id = ${userId} and a.expires_at <= now()
    and a.expires_at > coalesce(${since}, '-infinity'::timestamptz))`;
}

/** SQL true when the learner `userId` is assigned to course `c` (an alias in the outer query). */
export function assignedTo(userId: string): SQL {
  return sql`(exists (select 1 from enrolments e where e.course_id = c.id and e.user_id = ${userId} and e.status in ('active', 'completed'))
    or exists (select 1 from course_access a where a.course_id = c.id and a.user_id = ${userId} and ${grantLive})
    or exists (select 1 from batch_members m join batches b on b.id = m.batch_id where b.course_id = c.id and m.user_id = ${userId}))`;
}

/** A subquery of the ids of the courses the caller may open. */
export function openableCourseIds(caller: Caller): SQL {
  const org = caller.organisationId;
  if (caller.role !== 'learner') return sql`select c.id from courses c where c.organisation_id = ${org}`;
  return sql`select c.id from courses c where c.organisation_id = ${org} and c.published
    and (c.enrolment_mode = 'open' or ${assignedTo(caller.id)})`;
}
