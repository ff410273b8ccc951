/**
 * What one push carries (issue 49): the first waiting writes, at most `limit` of them and, unless the
 * first alone is heavier, at most `PUSH_BATCH_BYTES` of JSON, so that no batch meets the server's
 * body limit; and what happens to the one write a push refused as a whole when it was sent alone.
 */
import { jsonBytes, PUSH_BATCH_BYTES } from '@contract/wire';
import { db, type OutboxRow } from '../db';
import { renumberPending } from './outbox';
import { rollbackFor, rollbackTables } from './rollbacks';
import { TransportFailure } from './transport';

/** The mutation as it goes on the wire. */
export const wireMutation = (row: OutboxRow) => ({ id: row.mutationId, name: row.name, args: row.args });

/** The longest prefix of `rows` within the byte budget (always the first row, whatever it weighs). */
export function batchOf(rows: readonly OutboxRow[], budget = PUSH_BATCH_BYTES): OutboxRow[] {
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    // One byte more for the comma between mutations.
    bytes += jsonBytes(wireMutation(row)) + 1;
    if (batch.length > 0 && bytes > budget) break;
    batch.push(row);
  }
  return batch;
}

/** The words a learner reads on a write the server refused as a whole batch. */
export function refusalReason(failure: TransportFailure): string {
  if (failure.status === 413) return 'This change is too large for the server to accept.';
  return `The server refused this change: ${failure.message}`;
}

/**
 * Refuses `row`, the first waiting write, which the server refused when sent alone: its optimistic
 * change is undone, it shows as refused with `reason`, and the writes after it take its id and the
 * next ones (the server never processed it, and would wait for that id forever otherwise).
 */
export async function refuseAlone(row: OutboxRow, reason: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.syncState, ...rollbackTables()], async () => {
    const current = row.seq === undefined ? undefined : await db.outbox.get(row.seq);
    if (current?.status !== 'pending') return;
    await rollbackFor(row.name)?.undo(row.args as never);
    await db.outbox.update(row.seq!, { status: 'failed', error: reason });
    await renumberPending(row.mutationId);
  });
}
