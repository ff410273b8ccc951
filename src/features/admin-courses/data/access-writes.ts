/**
 * The admin's access writes (issue 17, item 6): grant a course to people or to a batch's members,
 * with an optional expiry, and revoke it. A grant is shown at once under the id the server gives it
 * (`a-${courseId}-${userId}`); a revoke keeps the grant on screen, marked as being revoked, until
 * the server confirms (the pull's tombstone removes it), so a refusal has nothing to undo.
 */
import type { IntentArgs } from '@contract/sync';
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';

/** The id the server gives `userId`'s grant of `courseId`. */
export const grantId = (courseId: string, userId: string) => `a-${courseId}-${userId}`;

async function grantees({ userIds, batchId }: IntentArgs<'access.grant'>): Promise<string[]> {
  const members = batchId ? await db.memberships.where('batchId').equals(batchId).toArray() : [];
  return [...new Set([...userIds, ...members.map((member) => member.userId)])];
}

async function applyGrant(args: IntentArgs<'access.grant'>) {
  const users = await grantees(args);
  const existing = await db.accessGrants.where('courseId').equals(args.courseId).toArray();
  const byUser = new Map(existing.map((grant) => [grant.userId, grant]));
  await db.accessGrants.bulkPut(
    users.map((userId) => {
      const before = byUser.get(userId);
      return before
        ? { ...before, expiresAt: args.expiresAt }
        : { id: grantId(args.courseId, userId), userId, courseId: args.courseId, grantedBy: null, expiresAt: args.expiresAt, createdAt: args.at };
    }),
  );
}

const accessGrantIntent = declareIntent('access.grant', {
  tables: () => [db.accessGrants, db.memberships],
  reapply: applyGrant,
  // Grants this write created go; a changed expiry comes right with the next pull.
  rollback: async (args) => {
    const created = (await db.accessGrants.where('courseId').equals(args.courseId).toArray()).filter((grant) => grant.createdAt === args.at && grant.grantedBy === null);
    await db.accessGrants.bulkDelete(created.map((grant) => grant.id));
  },
});

/** Queues a grant of `courseId` to `userIds` and to the members of `batchId`, until `expiresAt` (ISO) or for good. */
export async function grantAccess(target: { courseId: string; userIds: string[]; batchId?: string; expiresAt: string | null }, now = new Date()): Promise<void> {
  const args: IntentArgs<'access.grant'> = { ...target, at: now.toISOString() };
  await enqueue('access.grant', args, { tables: [db.accessGrants, db.memberships], applyLocally: () => applyGrant(args) });
}

const accessRevokeIntent = declareIntent('access.revoke', { tables: () => [] });

/** Queues revoking `courseId` from `userIds`. */
export async function revokeAccess(courseId: string, userIds: string[], now = new Date()): Promise<void> {
  await enqueue('access.revoke', { courseId, userIds, at: now.toISOString() });
}

/** The intents of access grants, for the app's list (src/app/intents.ts). */
export const accessIntents = intentGroup(accessGrantIntent, accessRevokeIntent);
