/**
 * The rows of the admin's batches screen (issue 20 item 6): built from this device at once (the
 * pulled `batches`, and the `memberships` index for the learner counts), so the screen paints without
 * waiting for the network and shows the batches offline; then, when online, replaced by the server's
 * list, which alone knows the archive state, the enrolment end dates and every co-teacher. Until it
 * answers the rows are marked `local` (the screen says so and offers no edits on them).
 */
import { useLiveQuery } from '@/data/live-query';
import { useMemo } from 'react';
import { db } from '@/data/db';
import { useIsOnline } from '@/ui/use-online';
import { batchesPath, useServerData, type AdminBatch } from '../api';

/** A batch as the screen lists it; `local`: this device's copy, without what only the server knows. */
export type BatchListItem = AdminBatch & { local: boolean };

/** What the batches screen shows. */
export interface BatchesList {
  /** `undefined` until this device's rows are read. */
  rows: BatchListItem[] | undefined;
  /** Why the server's list is missing: offline, or its problem text; null when loaded or loading. */
  serverProblem: 'offline' | string | null;
  /** Reads the server's list again (after a change made through it). */
  reload: () => void;
}

/**
 * Every batch this device has pulled, with its learners counted on the memberships index (one
 * IndexedDB count a batch, no rows read: walking the index's keys with a cursor took longer than the server's answer).
 */
export async function readLocalBatches(): Promise<BatchListItem[]> {
  const batches = await db.batches.toArray();
  const counts = await Promise.all(batches.map((b) => db.memberships.where('batchId').equals(b.id).count()));
  const learners = new Map(batches.map((b, i) => [b.id, counts[i] ?? 0]));
  return batches.map((b) => ({
    id: b.id,
    name: b.name,
    courseId: b.courseId,
    courseTitle: b.courseTitle,
    teacherId: b.teacherId,
    teacherName: b.teacherName,
    teacherIds: b.teacherId ? [b.teacherId] : [],
    teacherNames: b.teacherName ? [b.teacherName] : [],
    startsOn: b.startsOn,
    endsOn: b.endsOn,
    enrolmentEndsOn: null,
    archived: false,
    studentCount: learners.get(b.id) ?? 0,
    local: true,
  }));
}

/** The batches: this device's copy at once, the server's list in its place when it answers. */
export function useBatchesList(): BatchesList {
  const online = useIsOnline();
  const local = useLiveQuery(readLocalBatches, []);
  const server = useServerData<AdminBatch[]>(online ? batchesPath : null);
  const rows = useMemo(() => (server.data ? server.data.map((b): BatchListItem => ({ ...b, local: false })) : local), [local, server.data]);
  return { rows, serverProblem: !online ? 'offline' : (server.error ?? null), reload: server.reload };
}
