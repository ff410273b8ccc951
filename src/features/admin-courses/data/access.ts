/** The access screen's rows: the organisation's course grants on this device, with names, titles, expiry and queued state. */
import { useLiveQuery } from '@/data/live-query';
import type { SyncRow } from '@contract/sync';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { pendingWrites } from '@/data/sync/writes';
import { queuedWrites, type QueuedAdminWrites } from './queued';

/** One grant as the screen lists it. */
export interface GrantListRow extends SyncRow<'accessGrants'> {
  person: string;
  courseTitle: string;
  /** Its expiry has passed: the server no longer opens the course for them. */
  expired: boolean;
  /** A grant waiting for the server; `revoking`: a revoke of it waits. */
  pending: boolean;
  revoking: boolean;
}

/** Everything the access screen shows. */
export interface AccessData {
  rows: GrantListRow[];
  courses: { id: string; title: string }[];
  people: { id: string; name: string }[];
  batches: { id: string; name: string }[];
  queued: QueuedAdminWrites;
  lastSyncedAt: string | null;
}

async function readAccess(now: number): Promise<AccessData> {
  const [grants, people, courses, batches, queued, granting, revoking, lastSyncedAt] = await Promise.all([
    db.accessGrants.toArray(),
    db.people.toArray(),
    db.courses.orderBy('title').toArray(),
    db.batches.toArray(),
    queuedWrites(['access.grant', 'access.revoke']),
    pendingWrites('access.grant'),
    pendingWrites('access.revoke'),
    getLastSyncedAt(),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.name ?? p.email ?? p.id]));
  const titleOf = new Map(courses.map((c) => [c.id, c.title]));
  const key = (courseId: string, userId: string) => `${courseId}\u0000${userId}`;
  const revokingKeys = new Set(revoking.flatMap(({ args }) => args.userIds.map((userId) => key(args.courseId, userId))));
  const grantingCourses = new Set(granting.map(({ args }) => args.courseId));
  const grantingKeys = new Set(granting.flatMap(({ args }) => args.userIds.map((userId) => key(args.courseId, userId))));
  const rows = grants.map((grant) => ({
    ...grant,
    person: nameOf.get(grant.userId) ?? grant.userId,
    courseTitle: titleOf.get(grant.courseId) ?? grant.courseId,
    expired: grant.expiresAt !== null && Date.parse(grant.expiresAt) <= now,
    // A batch grant names no one: every grant of its course made since it was queued waits with it.
    pending: grantingKeys.has(key(grant.courseId, grant.userId)) || (grantingCourses.has(grant.courseId) && grant.grantedBy === null),
    revoking: revokingKeys.has(key(grant.courseId, grant.userId)),
  }));
  return {
    rows,
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
    people: people.map((p) => ({ id: p.id, name: p.name ?? p.email ?? p.id })).sort((a, b) => a.name.localeCompare(b.name)),
    batches: batches.map((b) => ({ id: b.id, name: b.name })).sort((a, b) => a.name.localeCompare(b.name)),
    queued,
    lastSyncedAt,
  };
}

/** The live access data; `undefined` while the first read runs. */
export function useAccessData(): AccessData | undefined {
  return useLiveQuery(() => readAccess(Date.now()), []);
}
