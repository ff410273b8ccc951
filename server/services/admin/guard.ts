/** The checks every admin write makes first: the caller is an admin, and what they name is in their organisation. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courses, users } from '../../db/schema';
import { HttpError } from '../../http/problem';

/** Refuses a caller who is not an admin (the write is rolled back on their device with this reason). */
export function requireAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw new HttpError(403, `Only an administrator can do this; you are ${caller.role}.`);
}

/** The course `courseId` of the caller's organisation, or a 404 in words that say nothing of other organisations. */
export async function courseOfOrganisation(db: Database, caller: Caller, courseId: string) {
  const [course] = await db.select().from(courses).where(and(eq(courses.id, courseId), eq(courses.organisationId, caller.organisationId)));
  if (!course) throw new HttpError(404, `There is no course ${courseId} in your organisation; it may have been removed.`);
  return course;
}

/** Refuses unless every one of `userIds` is a person of the caller's organisation. */
export async function requirePeopleOfOrganisation(db: Database, caller: Caller, userIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, caller.organisationId), inArray(users.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new HttpError(404, `${missing.length === 1 ? 'One person' : `${missing.length} people`} named here ${missing.length === 1 ? 'is' : 'are'} not in your organisation (${missing.slice(0, 3).join(', ')}).`);
  }
}
