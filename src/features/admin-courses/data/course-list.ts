/**
 * The course list's rows (issue 17, item 5): every course of the organisation on the admin's device
 * with its status and counts: lessons, learners (active or completed enrolments, batch members and
 * unexpired grants, each person once) and batches. Counts come from index keys, not whole rows.
 */
import { useLiveQuery } from '@/data/live-query';
import type { CourseStatus } from '@contract/admin';
import { db, type CourseRow } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { pendingWrites } from '@/data/sync/writes';
import { queuedWrites, type QueuedAdminWrites } from './queued';

/** One course as the list shows it. */
export interface CourseListRow extends CourseRow {
  lessons: number;
  learners: number;
  batches: number;
  /** A status change, creation or copy of it waits for the server. */
  pending: boolean;
}

/** Everything the course list shows. */
export interface CourseListData {
  rows: CourseListRow[];
  queued: QueuedAdminWrites;
  lastSyncedAt: string | null;
}

function countKeys(keys: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
  return counts;
}

/** A course row from before migration 0015 reached this device has no status: it follows `published`. */
export function statusOf(course: Pick<CourseRow, 'status' | 'published'>): CourseStatus {
  return course.status ?? (course.published ? 'published' : 'draft');
}

async function readCourseList(now: number): Promise<CourseListData> {
  const [courses, lessonKeys, batches, enrolments, memberships, grants, queued, created, changed, copied, lastSyncedAt] = await Promise.all([
    db.courses.toArray(),
    db.lessons.orderBy('courseId').keys(),
    db.batches.toArray(),
    db.orgEnrolments.where('status').anyOf('active', 'completed').toArray(),
    db.memberships.toArray(),
    db.accessGrants.toArray(),
    queuedWrites(['course.create', 'course.setStatus', 'course.duplicate', 'announcement.send', 'packageLimits.set']),
    pendingWrites('course.create'),
    pendingWrites('course.setStatus'),
    pendingWrites('course.duplicate'),
    getLastSyncedAt(),
  ]);
  const lessons = countKeys(lessonKeys);
  const batchesOf = countKeys(batches.map((batch) => batch.courseId));
  const courseOfBatch = new Map(batches.map((batch) => [batch.id, batch.courseId]));
  const learners = new Map<string, Set<string>>();
  const add = (courseId: string | undefined, userId: string) => {
    if (courseId === undefined) return;
    const set = learners.get(courseId) ?? new Set<string>();
    set.add(userId);
    learners.set(courseId, set);
  };
  for (const row of enrolments) add(row.courseId, row.userId);
  for (const row of memberships) add(courseOfBatch.get(row.batchId), row.userId);
  for (const row of grants) if (row.expiresAt === null || Date.parse(row.expiresAt) > now) add(row.courseId, row.userId);
  const pending = new Set([...created.map((w) => w.args.courseId), ...changed.map((w) => w.args.courseId), ...copied.map((w) => w.args.courseId)]);
  const rows = courses.map((course) => ({
    ...course,
    status: statusOf(course),
    lessons: lessons.get(course.id) ?? 0,
    learners: learners.get(course.id)?.size ?? 0,
    batches: batchesOf.get(course.id) ?? 0,
    pending: pending.has(course.id),
  }));
  return { rows, queued, lastSyncedAt };
}

/** The live course list; `undefined` while the first read runs. */
export function useCourseList(): CourseListData | undefined {
  return useLiveQuery(() => readCourseList(Date.now()), []);
}
