/**
 * Drains the outbox (DESIGN §2.3–§2.5): peek a batch in order, send it, and only after the
 * server's answer delete what it applied, mark failed (and roll back) what it rejected, and keep
 * what it skipped. Loops until nothing is pending, so a write made during a drain goes in it too.
 *
 * Nothing the server refuses as a whole stops the queue (issue 49): batches are sized by bytes as
 * well as count (push-batch.ts); a batch refused for what it carries (`BATCH_REFUSALS`) is halved
 * until the one write at fault goes alone and is refused on the device, then batches grow again.
 * An answer showing that the server lost acknowledged writes starts a recovery (recovery.ts).
 */
import { MAX_PUSH_BATCH, type PushResponse } from '@contract/wire';
import { db, type OutboxRow, type SentWriteRow } from '../db';
import { peekPending } from './outbox';
import { batchOf, refuseAlone, refusalReason, wireMutation } from './push-batch';
import { journalWhileSending, recoverFromServerLoss, rememberSent } from './recovery';
import { everyIntentDeclared } from './intents';
import { rollbackFor, rollbackTables } from './rollbacks';
import { getClientId, getLastMutationId, recordLastMutationId } from './sync-state';
import { BATCH_REFUSALS, TransportFailure, type SyncTransport } from './transport';

/** How a drain ended. */
export type DrainOutcome =
  | { kind: 'empty'; sent: number }
  | { kind: 'retry'; sent: number; reason: string; retryAfterMs?: number; throttled?: true }
  | { kind: 'unauthorized'; sent: number };

/**
 * Deletes the outbox rows `seqs`. The outbox's keys are integers given in order, so a run of
 * consecutive keys holds no other row: each run goes as one range delete (one IndexedDB request, where
 * `bulkDelete` makes one for each key; issue 55: the page's work after the answer is part of every
 * drain). A refused write or an older failed row between two applied ones splits the run.
 */
async function deleteOutboxRows(seqs: readonly number[]): Promise<void> {
  const sorted = [...seqs].sort((a, b) => a - b);
  const singles: number[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    if (end - start < 2) singles.push(...sorted.slice(start, end + 1));
    else await db.outbox.where(':id').between(sorted[start]!, sorted[end]!, true, true).delete();
    start = end + 1;
  }
  if (singles.length > 0) await db.outbox.bulkDelete(singles);
}

/** Applies one push answer to the outbox in one transaction. Returns how many rows it settled. */
async function applyPushResponse(rows: OutboxRow[], response: PushResponse, journaled: boolean): Promise<number> {
  const byId = new Map(rows.map((row) => [row.mutationId, row]));
  let settled = 0;
  // A refusal's undo needs its intent's declaration, and the transaction every intent's tables.
  if (response.results.some((result) => result.status === 'rejected')) await everyIntentDeclared();
  await db.transaction('rw', [db.outbox, db.syncState, db.sentWrites, ...rollbackTables()], async () => {
    const sentRows: SentWriteRow[] = [];
    const appliedSeqs: number[] = [];
    const refusedIds: number[] = [];
    for (const result of response.results) {
      const row = byId.get(result.id);
      if (!row || row.seq === undefined) continue;
      if (result.status === 'applied' || result.status === 'duplicate') {
        appliedSeqs.push(row.seq);
        if (!journaled) sentRows.push({ mutationId: row.mutationId, name: row.name, args: row.args, createdAt: row.createdAt });
        settled += 1;
      } else if (result.status === 'rejected') {
        refusedIds.push(row.mutationId);
        await rollbackFor(row.name)?.undo(row.args as never);
        await db.outbox.update(row.seq, {
          status: 'failed',
          error: result.reason ?? 'The server refused this change.',
          ...(result.code !== undefined ? { errorCode: result.code } : {}),
          ...(result.params !== undefined ? { errorParams: result.params } : {}),
        });
        settled += 1;
      }
    }
    await deleteOutboxRows(appliedSeqs);
    // Journaled as the push went (journalWhileSending): a refused write is not a sent one.
    if (refusedIds.length > 0) await db.sentWrites.bulkDelete(refusedIds);
    if (!journaled) await rememberSent(sentRows, response.lastMutationId);
    await recordLastMutationId(response.lastMutationId);
  });
  return settled;
}

/** A push failure as the drain's outcome. */
function failureOutcome(error: unknown, sent: number): DrainOutcome {
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

/** Sends pending rows until none is left or a failure stops the drain. */
export async function drainOutbox(transport: SyncTransport): Promise<DrainOutcome> {
  let sent = 0;
  // Halved while a batch is refused as a whole, doubled again after each answer.
  let limit = MAX_PUSH_BATCH;
  const clientId = await getClientId();
  for (;;) {
    const rows = batchOf(await peekPending(limit));
    if (rows.length === 0) return { kind: 'empty', sent };
    let response: PushResponse;
    // Started first (a transport that throws at once rejects `pushed`), then the journal while it is on the
    // wire: once the transport has handed it to the network (copying 405 rows earlier held up the body's
    // compression by about 30 ms), or once the push has settled, for a transport that does not say.
    let onSending!: () => void;
    const sending = new Promise<void>((resolve) => (onSending = resolve));
    const pushed = (async () => transport.push({ clientId, mutations: rows.map(wireMutation) }, onSending))();
    const journaled = Promise.race([sending, pushed.then(() => undefined, () => undefined)]).then(() => journalWhileSending(rows));
    try {
      response = await pushed;
    } catch (error) {
      await journaled;
      if (!(error instanceof TransportFailure && error.status !== undefined && BATCH_REFUSALS.has(error.status))) return failureOutcome(error, sent);
      if (rows.length > 1) limit = Math.ceil(rows.length / 2);
      else {
        await refuseAlone(rows[0]!, refusalReason(error));
        sent += 1;
      }
      continue;
    }
    const inJournal = await journaled;
    limit = Math.min(MAX_PUSH_BATCH, limit * 2);
    // Below what it acknowledged before: the server lost writes. The waiting ones now follow its count.
    if (response.lastMutationId < (await getLastMutationId()) && (await recoverFromServerLoss(response.lastMutationId))) continue;
    const settled = await applyPushResponse(rows, response, inJournal);
    sent += settled;
    // Nothing settled means the server skipped the whole batch (a gap): retry later, don't spin.
    if (settled === 0) return { kind: 'retry', sent, reason: 'The server skipped the batch; an earlier write is missing.' };
  }
}
