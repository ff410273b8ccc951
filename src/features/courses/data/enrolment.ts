/**
 * Enrolment (DESIGN §2.2): 'Enrol' and 'Request access' queue `enrolment.request` with an optimistic
 * `pending` enrolment row; the server's pull turns it `active` (open course) or keeps it `pending`
 * (an administrator decides). A refused request removes the optimistic row and keeps its reason.
 */
import { useLiveQuery } from '@/data/live-query';
import { db, type EnrolmentRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { writesOf } from '@/data/sync/writes';

const enrolmentRequestIntent = declareIntent('enrolment.request', {
  tables: () => [db.enrolments],
  rollback: async ({ courseId }) => {
    const row = await db.enrolments.get(courseId);
    if (row?.status === 'pending') await db.enrolments.delete(courseId);
  },
});

/** The learner's enrolment in one course as this device knows it. */
export interface EnrolmentState {
  status: EnrolmentRow['status'] | null;
  /** The request is still in the outbox: not yet confirmed by the server. */
  queued: boolean;
  /** Why the server refused the latest request, if it did ('' when it gave no reason). */
  refusal: string | null;
}

async function readEnrolment(courseId: string): Promise<EnrolmentState> {
  const [row, requests] = await Promise.all([db.enrolments.get(courseId), writesOf('enrolment.request', { courseId })]);
  const latest = requests.sort((a, b) => a.mutationId - b.mutationId).at(-1);
  return {
    status: row?.status ?? null,
    queued: latest?.status === 'pending',
    refusal: latest?.status === 'failed' ? (latest.error ?? '') : null,
  };
}

/** The live enrolment state of `courseId`; `undefined` while the first read runs. */
export function useEnrolment(courseId: string): EnrolmentState | undefined {
  return useLiveQuery(() => readEnrolment(courseId), [courseId]);
}

/** Queues an enrolment (or an access request) in `courseId`, shown as pending at once. */
export async function requestEnrolment(courseId: string, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  await enqueue(
    'enrolment.request',
    { courseId, at },
    {
      tables: [db.enrolments],
      applyLocally: async () => {
        const existing = await db.enrolments.get(courseId);
        if (existing?.status !== 'active') await db.enrolments.put({ id: courseId, courseId, status: 'pending', updatedAt: at });
      },
    },
  );
}

/** The intents of enrolment requests, for the app's list (src/app/intents.ts). */
export const enrolmentRequestIntents = intentGroup(enrolmentRequestIntent);
