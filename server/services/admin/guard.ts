/** The course an admin write names, read within the caller's organisation (who may write: policy/admin-courses.ts). */
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema';
import { HttpError } from '../../http/problem';

/** The course `courseId` of the caller's organisation, or a 404 in words that say nothing of other organisations. */
export async function courseOfOrganisation(db: Database, caller: Caller, courseId: string) {
  const [course] = await db.select().from(courses).where(and(eq(courses.id, courseId), eq(courses.organisationId, caller.organisationId)));
  if (!course) throw new HttpError(404, `There is no course ${courseId} in your organisation; it may have been removed.`);
  return course;
}
