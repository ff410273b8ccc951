/**
 * What a staff dashboard shows. Teacher: their batches from the local database, with the students
 * who need attention (no activity for {@link QUIET_DAYS} days, or none yet). Admin: the draft
 * courses from the local database, and the organisation's enrolment requests (online only).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from '@/data/live-query';
import { enrolmentRequestSchema, type EnrolmentRequest } from '@contract/staff-home';
import { apiRequest } from '@/data/api-client';
import { db, type CourseRow } from '@/data/db';
import { i18n } from '@/i18n/i18n';
import { coursesNs } from '../messages/en';

/** A student with no lesson activity for this many days needs attention. */
export const QUIET_DAYS = 14;

/** One batch a teacher teaches, summarised. */
export interface TeacherBatch {
  id: string;
  name: string;
  courseTitle: string;
  students: number;
  averagePercent: number;
  /** Names of students with no activity for QUIET_DAYS days (or none yet). */
  needAttention: string[];
}

/** A member row as the summary needs it. */
export interface MemberSummaryInput {
  batchId: string;
  name: string | null;
  email: string | null;
  percent: number;
  lastActivityAt: string | null;
}

/** Summarises batches and their members at `now`; pure, for tests. */
export function summariseBatches(
  batches: Array<{ id: string; name: string; courseTitle: string }>,
  members: MemberSummaryInput[],
  now: Date,
): TeacherBatch[] {
  const quietSince = now.getTime() - QUIET_DAYS * 86_400_000;
  const t = i18n.getFixedT(null, coursesNs);
  return batches
    .map((batch) => {
      const mine = members.filter((m) => m.batchId === batch.id);
      const quiet = mine.filter((m) => m.percent < 100 && (!m.lastActivityAt || Date.parse(m.lastActivityAt) < quietSince));
      return {
        id: batch.id,
        name: batch.name,
        courseTitle: batch.courseTitle,
        students: mine.length,
        averagePercent: mine.length ? Math.round(mine.reduce((sum, m) => sum + m.percent, 0) / mine.length) : 0,
        needAttention: quiet.map((m) => m.name ?? m.email ?? t('aStudent')),
      };
    })
    .sort((a, b) => b.needAttention.length - a.needAttention.length || a.name.localeCompare(b.name));
}

/** The teacher's batches, live; `undefined` while reading. */
export function useTeacherBatches(now: Date = new Date()): TeacherBatch[] | undefined {
  const day = now.toISOString().slice(0, 10);
  return useLiveQuery(async () => summariseBatches(await db.batches.toArray(), await db.batchMembers.toArray(), new Date(`${day}T12:00:00Z`)), [day]);
}

/** Draft (unpublished) courses on this device, by title; `undefined` while reading. */
export function useDraftCourses(): CourseRow[] | undefined {
  // `published` is a boolean, which IndexedDB cannot index: filtered in memory.
  return useLiveQuery(async () => (await db.courses.orderBy('title').toArray()).filter((c) => !c.published), []);
}

/** The enrolment requests: `undefined` while loading, `null` when they cannot be loaded (offline). */
export function useEnrolmentRequests(): EnrolmentRequest[] | null | undefined {
  const [requests, setRequests] = useState<EnrolmentRequest[] | null>();
  useEffect(() => {
    let live = true;
    apiRequest('/admin/enrolment-requests')
      .then((answer) => live && setRequests(enrolmentRequestSchema.array().parse(answer)))
      .catch(() => live && setRequests(null));
    return () => {
      live = false;
    };
  }, []);
  return requests;
}
