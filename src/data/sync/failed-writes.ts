/** What the learner can do with a write the server refused: send it again, or let it go. */
import { db } from '../db';
import { enqueue } from './outbox';
import type { MutationArgs, MutationName } from '@contract/sync';

/**
 * Queues a refused write again as a new intent (the server has counted the old id as processed, so
 * the same id would only be answered `duplicate`). The optimistic change was rolled back; the
 * server's answer comes back through pull.
 */
export async function retryFailedWrite(seq: number): Promise<void> {
  const row = await db.outbox.get(seq);
  if (!row || row.status !== 'failed') return;
  await enqueue(row.name, row.args as MutationArgs<MutationName>);
  await db.outbox.delete(seq);
}

/** Removes a refused write for good. */
export async function discardFailedWrite(seq: number): Promise<void> {
  await db.outbox.where({ seq, status: 'failed' }).delete();
}
