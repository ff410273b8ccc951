/**
 * The admin-courses slice's policy (issues 17 and 47): only an admin creates and changes courses,
 * decides enrolment requests, grants or revokes access, sends announcements and sets the organisation's
 * package limits; what they name must be of their organisation (else 404, in words that say nothing
 * of other organisations).
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { firstRefusal, refusedWith, type Policy, type Refusal } from '../../auth/policy';

const ADMINS_ONLY = 'admins-only';

async function courseOfOrganisation(db: Database, caller: Caller, { courseId }: { courseId: string }): Promise<Refusal | null> {
  const [course] = await selectRows<{ id: string }>(db, sql`select id from courses where id = ${courseId} and organisation_id = ${caller.organisationId}`);
  return course ? null : refusedWith(404, 'course-missing', { courseId });
}

/** 404 unless every one of `userIds` is a person of the caller's organisation (removed people included: a grant may be revoked). */
async function peopleOfOrganisation(db: Database, caller: Caller, userIds: readonly string[]): Promise<Refusal | null> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return null;
  const found = await selectRows<{ id: string }>(db, sql`select id from users
    where organisation_id = ${caller.organisationId} and id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`);
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length === 0) return null;
  return refusedWith(404, 'people-not-in-organisation', { count: missing.length, ids: missing.slice(0, 3).join(', ') });
}

/** 404 unless the batch or course an announcement goes to is of the organisation, 409 when it is archived. */
async function openAudience(db: Database, caller: Caller, { batchId, courseId }: { batchId?: string; courseId?: string }): Promise<Refusal | null> {
  const [found] = await selectRows<{ name: string; archived: boolean }>(db, batchId !== undefined
    ? sql`select name, archived_at is not null as archived from batches where id = ${batchId} and organisation_id = ${caller.organisationId}`
    : sql`select title as name, status = 'archived' as archived from courses where id = ${courseId ?? ''} and organisation_id = ${caller.organisationId}`);
  const missing = batchId !== undefined ? refusedWith(404, 'audience-batch-missing', { batchId }) : refusedWith(404, 'audience-course-missing', { courseId: courseId ?? '' });
  return firstRefusal([
    [!found, missing],
    [found?.archived, refusedWith(409, 'audience-archived', { name: found?.name ?? '' })],
  ]);
}

/** Who may do what to courses as an admin: role × action × target. */
export const adminCoursesPolicy: Policy<{
  'course.create': Record<string, never>;
  'course.manage': { courseId: string };
  'course.enrol': { courseId: string; userIds: readonly string[] };
  'enrolment.decide': Record<string, never>;
  'announcement.send': { batchId?: string; courseId?: string };
  'packageLimits.set': Record<string, never>;
}> = {
  'course.create': { roles: ['admin'], refusal: ADMINS_ONLY },
  'course.manage': { roles: ['admin'], refusal: ADMINS_ONLY, target: courseOfOrganisation },
  'course.enrol': {
    roles: ['admin'], refusal: ADMINS_ONLY,
    target: async (db, caller, target) => (await courseOfOrganisation(db, caller, target)) ?? peopleOfOrganisation(db, caller, target.userIds),
  },
  // Each request decided is looked up within the organisation (slices/admin-courses/enrolment-decisions.ts).
  'enrolment.decide': { roles: ['admin'], refusal: ADMINS_ONLY },
  'announcement.send': { roles: ['admin'], refusal: 'announcement-admins-only', target: openAudience },
  // Always the caller's own organisation's limits: no target to check.
  'packageLimits.set': { roles: ['admin'], refusal: ADMINS_ONLY },
};
