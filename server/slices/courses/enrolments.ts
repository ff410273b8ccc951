/**
 * Enrolment requests: an open course (or one the learner already has access to) enrols at once;
 * a course that needs access records the request as a `requested` enrolment for an administrator
 * (shown to the learner as pending); a closed, hidden or unknown course is refused with a reason.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { enrolments } from '../../db/schema';
import { refuse } from '../../http/problem';
import { assignedTo } from '../../auth/course-access';

/** What an enrolment request did. */
export type EnrolmentOutcome = 'active' | 'pending';

/** Enrols the caller in `courseId` or records their request for access. */
export async function requestEnrolment(db: Database, caller: Caller, args: MutationArgs<'enrolment.request'>): Promise<EnrolmentOutcome> {
  const [course] = await selectRows<{ title: string; published: boolean; mode: string; assigned: boolean }>(
    db,
    sql`select c.title, c.published, c.enrolment_mode as mode, ${assignedTo(caller.id)} as assigned
      from courses c where c.id = ${args.courseId} and c.organisation_id = ${caller.organisationId}`,
  );
  if (!course || (!course.published && caller.role === 'learner')) {
    throw refuse(404, 'course-not-open', { courseId: args.courseId });
  }
  const [existing] = await db
    .select({ status: enrolments.status, message: enrolments.decisionMessage })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, args.courseId), eq(enrolments.userId, caller.id)));
  if (existing?.status === 'active' || existing?.status === 'completed') return 'active';
  if (existing?.status === 'rejected') {
    throw existing.message ? refuse(403, 'enrolment-declined-note', { course: course.title, note: existing.message }) : refuse(403, 'enrolment-declined', { course: course.title });
  }
  const open = course.mode === 'open' || course.assigned || caller.role !== 'learner';
  if (!open && course.mode === 'closed') {
    throw refuse(403, 'course-closed', { course: course.title });
  }
  const status = open ? 'active' : 'requested';
  if (existing) {
    if (existing.status !== status) await db.update(enrolments).set({ status }).where(and(eq(enrolments.courseId, args.courseId), eq(enrolments.userId, caller.id)));
  } else {
    await db.insert(enrolments).values({
      id: `e-${args.courseId}-${caller.id}`, organisationId: caller.organisationId, courseId: args.courseId, userId: caller.id, status,
    });
  }
  return open ? 'active' : 'pending';
}
