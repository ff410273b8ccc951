/**
 * The batch-students screen's rows, read from this device (so it works offline): the organisation's
 * batches, the members of one batch with their names, the learners who could join it, and the
 * queued membership writes (CONVENTIONS §15: through the engine's public API only).
 */
import { useLiveQuery } from '@/data/live-query';
import type { IntentName } from '@contract/sync';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { writesOf, type QueuedWrite } from '@/data/sync/writes';

const memberWrites = ['batchMember.add', 'batchMember.move', 'batchMember.remove'] as const satisfies readonly IntentName[];

/** One learner of the chosen batch as the screen lists it. */
export interface MemberListRow {
  id: string;
  userId: string;
  name: string;
  email: string | null;
  joinedAt: string;
  /** An add or a move into this batch waits for the server. */
  pending: boolean;
  /** A remove of this membership waits for the server. */
  removing: boolean;
}

/** Everything the batch-students screen shows. */
export interface BatchMembersData {
  batches: { id: string; name: string }[];
  rows: MemberListRow[];
  candidates: { id: string; name: string }[];
  failed: QueuedWrite[];
  lastSyncedAt: string | null;
}

async function readMembers(batchId: string | null): Promise<BatchMembersData> {
  const [batches, memberships, people, queued, lastSyncedAt] = await Promise.all([
    db.batches.toArray(),
    batchId ? db.memberships.where('batchId').equals(batchId).toArray() : Promise.resolve([]),
    db.people.toArray(),
    Promise.all(memberWrites.map((name) => writesOf(name))).then((all) => all.flat().sort((a, b) => a.seq - b.seq)),
    getLastSyncedAt(),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const pending = queued.filter((w) => w.status === 'pending');
  const waiting = new Set(pending.flatMap((w) => (w.name === 'batchMember.remove' ? [] : [(w.args as { memberId: string }).memberId])));
  const removing = new Set(pending.flatMap((w) => (w.name === 'batchMember.remove' ? [(w.args as { memberId: string }).memberId] : [])));
  const inBatch = new Set(memberships.map((m) => m.userId));
  const nameOf = (userId: string) => person.get(userId)?.name ?? person.get(userId)?.email ?? userId;
  return {
    batches: batches.map((b) => ({ id: b.id, name: b.name })).sort((a, b) => a.name.localeCompare(b.name)),
    rows: memberships.map((m) => ({
      id: m.id, userId: m.userId, name: nameOf(m.userId), email: person.get(m.userId)?.email ?? null, joinedAt: m.createdAt,
      pending: waiting.has(m.id), removing: removing.has(m.id),
    })),
    candidates: people
      .filter((p) => p.role === 'learner' && !inBatch.has(p.id))
      .map((p) => ({ id: p.id, name: p.email && p.name ? `${p.name} <${p.email}>` : nameOf(p.id) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    failed: queued.filter((w) => w.status === 'failed'),
    lastSyncedAt,
  };
}

/** The live data of batch `batchId` (null: none chosen yet); `undefined` while the first read runs. */
export function useBatchMembersData(batchId: string | null): BatchMembersData | undefined {
  return useLiveQuery(() => readMembers(batchId), [batchId]);
}
