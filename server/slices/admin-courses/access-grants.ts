/**
 * Admin access writes (issue 17, item 6): grant a course to people or to a batch's current members,
 * with an optional expiry, and revoke it. A grant's id is `a-${courseId}-${userId}`, so the admin's
 * device can show the grant it queued under the id the server will use. Every change is audited.
 * An expired grant stops opening the course at once (course-access.ts checks `expires_at` per request).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { batches, batchMembers, courseAccess } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';
import { adminCoursesPolicy } from './policy';
import { assertMay } from '../../auth/policy';

/** The id of `userId`'s grant of `courseId` (the client computes the same). */
export const grantId = (courseId: string, userId: string) => `a-${courseId}-${userId}`;

async function membersOfBatch(db: Database, caller: Caller, batchId: string): Promise<string[]> {
  const [batch] = await db.select({ id: batches.id }).from(batches).where(and(eq(batches.id, batchId), eq(batches.organisationId, caller.organisationId)));
  if (!batch) throw refuse(404, 'batch-missing', { batchId });
  const rows = await db.select({ userId: batchMembers.userId }).from(batchMembers).where(eq(batchMembers.batchId, batchId));
  return rows.map((row) => row.userId);
}

/** Grants `courseId` to the people named and to the batch's members; granting again sets the new expiry. */
export async function grantAccess(db: Database, caller: Caller, args: MutationArgs<'access.grant'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.enrol', args);
  const expiresAt = args.expiresAt === null ? null : new Date(args.expiresAt);
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw refuse(422, 'expiry-passed');
  const fromBatch = args.batchId === undefined ? [] : await membersOfBatch(db, caller, args.batchId);
  const userIds = [...new Set([...args.userIds, ...fromBatch])];
  if (userIds.length === 0) throw refuse(422, 'batch-empty-no-access');
  const existing = await db
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.courseId, args.courseId), inArray(courseAccess.userId, userIds)));
  const byUser = new Map(existing.map((row) => [row.userId, row]));
  for (const userId of userIds) {
    const before = byUser.get(userId);
    if (before && (before.expiresAt?.getTime() ?? null) === (expiresAt?.getTime() ?? null)) continue;
    if (before) {
      await db.update(courseAccess).set({ expiresAt, grantedBy: caller.id }).where(eq(courseAccess.id, before.id));
    } else {
      await db.insert(courseAccess).values({
        id: grantId(args.courseId, userId), organisationId: caller.organisationId, courseId: args.courseId, userId, grantedBy: caller.id, expiresAt,
      });
    }
    await recordAudit(db, caller, {
      action: before ? 'grant.update' : 'grant.create',
      subjectType: 'grant',
      subjectId: before?.id ?? grantId(args.courseId, userId),
      userId,
      batchId: args.batchId ?? null,
      before: before ? { courseId: args.courseId, expiresAt: before.expiresAt } : null,
      after: { courseId: args.courseId, expiresAt },
    });
  }
}

/** Deletes the grants of `courseId` held by `userIds` (a person without one is left as is). */
export async function revokeAccess(db: Database, caller: Caller, args: MutationArgs<'access.revoke'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.enrol', args);
  const userIds = [...new Set(args.userIds)];
  const removed = await db
    .delete(courseAccess)
    .where(and(eq(courseAccess.courseId, args.courseId), inArray(courseAccess.userId, userIds)))
    .returning();
  for (const row of removed) {
    await recordAudit(db, caller, {
      action: 'grant.revoke',
      subjectType: 'grant',
      subjectId: row.id,
      userId: row.userId,
      before: { courseId: row.courseId, expiresAt: row.expiresAt },
      after: null,
    });
  }
}
