/** The enrolment requests of the caller's organisation that wait for an admin, oldest first. */
import { and, asc, eq } from 'drizzle-orm';
import type { EnrolmentRequest } from '../../../contract/staff-home';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';

/** At most this many requests are answered (the dashboard shows a few and links to the full screen). */
export const ENROLMENT_REQUESTS_LIMIT = 100;

/** Requested (not yet active) enrolments in `caller`'s organisation. */
export async function listEnrolmentRequests(db: Database, caller: Caller): Promise<EnrolmentRequest[]> {
  const rows = await db
    .select({
      id: enrolments.id,
      courseId: enrolments.courseId,
      courseTitle: courses.title,
      userId: enrolments.userId,
      name: users.displayName,
      email: users.email,
      requestedAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.organisationId, caller.organisationId), eq(enrolments.status, 'requested')))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id))
    .limit(ENROLMENT_REQUESTS_LIMIT);
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}
