/** The course an admin write names, read within the caller's organisation (who may write: slices/admin-courses/policy.ts). */
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema';
import { refuse } from '../../http/problem';

/** The course `courseId` of the caller's organisation, or a 404 in words that say nothing of other organisations. */
export async function courseOfOrganisation(db: Database, caller: Caller, courseId: string) {
  const [course] = await db.select().from(courses).where(and(eq(courses.id, courseId), eq(courses.organisationId, caller.organisationId)));
  if (!course) throw refuse(404, 'course-missing', { courseId });
  return course;
}
