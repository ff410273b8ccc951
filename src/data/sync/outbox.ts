/**
 * The write path of every feature (DESIGN §2.2): one Dexie read-write transaction applies the
 * optimistic local change and appends the intent to the outbox. The server's answer, not this
 * module, removes the row.
 */
import type { Table } from 'dexie';
import type { MutationArgs, MutationName } from '@contract/sync';
import { db, type OutboxRow } from '../db';
import { reportIfStorageFull } from '../device-storage';
import { getLastMutationId } from './sync-state';

const listeners = new Set<() => void>();

/** Called after every enqueue, so the drainer can wake up. Returns the unsubscribe function. */
export function onEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The next mutation id: above both the server's acknowledgement and every id still waiting. Refused
 * rows do not count: the server has processed theirs (at or below its acknowledgement), or never saw
 * it (a write refused alone, a write the server lost), and the ids after theirs were given again.
 */
async function nextMutationId(): Promise<number> {
  const newest = await db.outbox.orderBy('mutationId').reverse().filter((row) => row.status === 'pending').first();
  return Math.max(await getLastMutationId(), newest?.mutationId ?? 0) + 1;
}

/**
 * Gives the waiting writes the ids from `firstId` on, in queue order: after a write the server never
 * saw was refused on the device, or after the server lost acknowledged ids, so that the server finds
 * no gap. Call inside a transaction over the outbox; safe only for ids the server has not processed.
 */
export async function renumberPending(firstId: number): Promise<void> {
  const rows = await db.outbox.where('status').equals('pending').sortBy('seq');
  await Promise.all(rows.map((row, index) => db.outbox.update(row.seq!, { mutationId: firstId + index })));
}

/**
 * The intents' schema. It needs classic zod (25 KB gz), so it is loaded with the first write, not
 * the first paint; undefined when its chunk cannot load: offline before the service worker has
 * cached it (a first visit that loses the network early). The write is then queued unchecked, never
 * lost: the server checks every intent again, and a bad one comes back as a refused write.
 */
async function intentSchema(): Promise<Pick<typeof import('@contract/sync').mutationSchema, 'parse'> | undefined> {
  try {
    return (await import('@contract/sync')).mutationSchema;
  } catch (error) {
    console.warn('The intent schemas could not load (offline?); the write is queued unchecked.', error);
    return undefined;
  }
}

/**
 * Queues the intent `name(args)` and, in the same transaction, runs `applyLocally` on `tables`
 * (the optimistic change). Either both happen or neither does. Resolves to the mutation id.
 * Throws if `args` do not match the contract (a bug, never something to queue), when the contract's
 * schemas could load (see `intentSchema`). A quota error
 * (the device is full) is also reported through `onStorageFull` before it is thrown.
 */
export async function enqueue<N extends MutationName>(
  name: N,
  args: MutationArgs<N>,
  optimistic?: { tables: Table[]; applyLocally: () => Promise<unknown> },
): Promise<number> {
  (await intentSchema())?.parse({ id: 1, name, args });
  const tables = [db.outbox, db.syncState, ...(optimistic?.tables ?? [])];
  let mutationId: number;
  try {
    mutationId = await db.transaction('rw', tables, async () => {
      await optimistic?.applyLocally();
      const id = await nextMutationId();
      const row: OutboxRow = { mutationId: id, name, args, status: 'pending', createdAt: new Date().toISOString() };
      await db.outbox.add(row);
      return id;
    });
  } catch (error) {
    // The transaction aborted as a whole: neither the change nor the intent was stored.
    reportIfStorageFull(error);
    throw error;
  }
  listeners.forEach((listener) => listener());
  return mutationId;
}

/** Whether any write waits to be sent. */
export async function hasPending(): Promise<boolean> {
  return (await db.outbox.where('status').equals('pending').first()) !== undefined;
}

/** Whether the write `mutationId` still waits to be sent (the server has not acknowledged it). */
export async function isPending(mutationId: number): Promise<boolean> {
  return (await db.outbox.where('mutationId').equals(mutationId).first())?.status === 'pending';
}

/** Pending rows in queue order, at most `limit`. */
export function peekPending(limit: number): Promise<OutboxRow[]> {
  return db.outbox.where('status').equals('pending').limit(limit).sortBy('seq');
}
