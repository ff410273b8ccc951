/** The enrolments screen's rows: every enrolment of the organisation on this device, with names, titles and queued state. */
import { useLiveQuery } from '@/data/live-query';
import type { SyncRow } from '@contract/sync';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { pendingWrites } from '@/data/sync/writes';
import { queuedWrites, type QueuedAdminWrites } from './queued';

/** One enrolment as the screen lists it. */
export interface EnrolmentListRow extends SyncRow<'orgEnrolments'> {
  learner: string;
  email: string | null;
  courseTitle: string;
  /** A write about this row waits in the outbox. */
  pending: boolean;
}

/** Everything the enrolments screen shows. */
export interface EnrolmentsData {
  rows: EnrolmentListRow[];
  courses: { id: string; title: string }[];
  people: { id: string; name: string; role: string }[];
  queued: QueuedAdminWrites;
  lastSyncedAt: string | null;
}

async function readEnrolments(): Promise<EnrolmentsData> {
  const [enrolments, people, courses, queued, decisions, additions, lastSyncedAt] = await Promise.all([
    db.orgEnrolments.toArray(),
    db.people.toArray(),
    db.courses.orderBy('title').toArray(),
    queuedWrites(['enrolment.decide', 'enrolment.add']),
    pendingWrites('enrolment.decide'),
    pendingWrites('enrolment.add'),
    getLastSyncedAt(),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const titleOf = new Map(courses.map((c) => [c.id, c.title]));
  const pendingIds = new Set([
    ...decisions.flatMap((write) => write.args.requestIds),
    ...additions.flatMap(({ args }) => args.userIds.map((userId) => `${userId}:${args.courseId}`)),
  ]);
  const rows = enrolments.map((row) => {
    const person = personOf.get(row.userId);
    return {
      ...row,
      learner: person?.name ?? person?.email ?? row.userId,
      email: person?.email ?? null,
      courseTitle: titleOf.get(row.courseId) ?? row.courseId,
      pending: pendingIds.has(row.id),
    };
  });
  return {
    rows,
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
    people: people.map((p) => ({ id: p.id, name: p.name ?? p.email ?? p.id, role: p.role })).sort((a, b) => a.name.localeCompare(b.name)),
    queued,
    lastSyncedAt,
  };
}

/** The live enrolments data; `undefined` while the first read runs. */
export function useEnrolmentsData(): EnrolmentsData | undefined {
  return useLiveQuery(readEnrolments, []);
}

/** The filters of the enrolments list. */
export interface EnrolmentFilters {
  courseId: string | null;
  status: SyncRow<'orgEnrolments'>['status'] | 'all';
  /** `YYYY-MM-DD`: only requests made on or after that day (local time). */
  since: string;
}

/** The rows matching `filters`; a row whose write waits stays listed (with its Pending badge) until confirmed. */
export function filterEnrolments(rows: readonly EnrolmentListRow[], filters: EnrolmentFilters): EnrolmentListRow[] {
  const since = filters.since ? new Date(`${filters.since}T00:00:00`).getTime() : null;
  return rows.filter(
    (row) =>
      (filters.courseId === null || row.courseId === filters.courseId) &&
      (filters.status === 'all' || row.status === filters.status || row.pending) &&
      (since === null || Date.parse(row.createdAt) >= since),
  );
}
