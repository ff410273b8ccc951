/**
 * Drains the outbox (DESIGN §2.3–§2.5): peek a batch in order, send it, and only after the
 * server's answer delete what it applied, mark failed (and roll back) what it rejected, and keep
 * what it skipped. Loops until nothing is pending, so a write made during a drain goes in it too.
 */
import { MAX_PUSH_BATCH, type PushResponse } from '@contract/wire';
import { db, type OutboxRow } from '../db';
import { peekPending } from './outbox';
import { rollbackFor, rollbackTables } from './rollbacks';
import { getClientId, recordLastMutationId } from './sync-state';
import { TransportFailure, type SyncTransport } from './transport';

/** How a drain ended. */
export type DrainOutcome =
  | { kind: 'empty'; sent: number }
  | { kind: 'retry'; sent: number; reason: string; retryAfterMs?: number; throttled?: true }
  | { kind: 'unauthorized'; sent: number };

/** Applies one push answer to the outbox in one transaction. Returns how many rows it settled. */
async function applyPushResponse(rows: OutboxRow[], response: PushResponse): Promise<number> {
  const byId = new Map(rows.map((row) => [row.mutationId, row]));
  let settled = 0;
  await db.transaction('rw', [db.outbox, db.syncState, ...rollbackTables()], async () => {
    for (const result of response.results) {
      const row = byId.get(result.id);
      if (!row || row.seq === undefined) continue;
      if (result.status === 'applied' || result.status === 'duplicate') {
        await db.outbox.delete(row.seq);
        settled += 1;
      } else if (result.status === 'rejected') {
        await rollbackFor(row.name)?.undo(row.args as never);
        await db.outbox.update(row.seq, { status: 'failed', error: result.reason ?? 'The server refused this change.' });
        settled += 1;
      }
    }
    await recordLastMutationId(response.lastMutationId);
  });
  return settled;
}

/** Sends pending rows until none is left or a failure stops the drain. */
export async function drainOutbox(transport: SyncTransport): Promise<DrainOutcome> {
  let sent = 0;
  const clientId = await getClientId();
  for (;;) {
    const rows = await peekPending(MAX_PUSH_BATCH);
    if (rows.length === 0) return { kind: 'empty', sent };
    let response: PushResponse;
    try {
      response = await transport.push({
        clientId,
        mutations: rows.map((row) => ({ id: row.mutationId, name: row.name, args: row.args })),
      });
    } catch (error) {
      if (error instanceof TransportFailure && error.kind === 'unauthorized') return { kind: 'unauthorized', sent };
      const reason = error instanceof Error ? error.message : String(error);
      const failure = error instanceof TransportFailure ? error : undefined;
      return {
        kind: 'retry',
        sent,
        reason,
        ...(failure?.retryAfterMs !== undefined ? { retryAfterMs: failure.retryAfterMs } : {}),
        ...(failure?.kind === 'throttled' ? { throttled: true as const } : {}),
      };
    }
    const settled = await applyPushResponse(rows, response);
    sent += settled;
    // Nothing settled means the server skipped the whole batch (a gap): retry later, don't spin.
    if (settled === 0) return { kind: 'retry', sent, reason: 'The server skipped the batch; an earlier write is missing.' };
  }
}
