/**
 * Restores and failovers (issue 49): the server answered a `lastMutationId` below what it had already
 * acknowledged to this device, so it lost writes (its database was restored from a backup, or a
 * lagging replica took over). The device then takes the server's count as the truth: the writes still
 * waiting get the ids right after it (the server would skip them forever otherwise), the cursor goes
 * (the next pull is a full one), and the acknowledged writes the server no longer has are not dropped
 * in silence: they come back from the journal of sent writes as refused rows marked `lost`, which the
 * sync status offers to send again or discard.
 */
import { db, type OutboxRow, type SentWriteRow } from '../db';
import { renumberPending } from './outbox';
import { getLastMutationId, resetLastMutationId } from './sync-state';

/** How many acknowledged writes the device keeps, newest first, in case the server loses them. */
export const SENT_WRITES_KEPT = 1000;

/** The reason shown on a write the server lost. */
export const LOST_REASON = 'The server lost this change (it was restored from an earlier copy). Send it again?';

/** What a recovery found: how many acknowledged ids the server lost, and how many of them the device still had. */
export interface ServerLoss { lostIds: number; keptAside: number }

/** Keeps `rows` in the journal, and forgets writes more than {@link SENT_WRITES_KEPT} ids older than `lastMutationId`. Call inside a transaction with sentWrites. */
export async function rememberSent(rows: readonly SentWriteRow[], lastMutationId: number): Promise<void> {
  if (rows.length > 0) await db.sentWrites.bulkPut(rows.map(({ mutationId, name, args, createdAt }) => ({ mutationId, name, args, createdAt })));
  await db.sentWrites.where('mutationId').belowOrEqual(lastMutationId - SENT_WRITES_KEPT).delete();
}

/**
 * Journals the writes of a push as it is sent, in a transaction of its own that runs while the
 * push is on the wire (issue 55: 405 journal rows written after the answer were most of the page's
 * work then). An entry counts as sent only at or below the device's acknowledgement (see
 * {@link recoverFromServerLoss}): the answer's transaction forgets the entries of refused writes, and
 * entries of writes not yet acknowledged (a batch refused as a whole, a write skipped) lie above it and
 * are put again with the batch that sends them. Resolves to false when the journal could not be
 * written, so the answer's transaction writes it instead.
 */
export async function journalWhileSending(rows: readonly OutboxRow[]): Promise<boolean> {
  try {
    await db.transaction('rw', [db.sentWrites, db.syncState], async () => rememberSent(rows, await getLastMutationId()));
    return true;
  } catch (error) {
    console.warn('The journal of sent writes could not be written before the push; it is written with the answer.', error);
    return false;
  }
}

/**
 * When `serverLast` (the server's `lastMutationId` for this client, from a push or pull answer) is
 * below the device's acknowledgement, recovers as described above, in one transaction, and says what
 * was lost; otherwise null. Under the 'outbox' lock, so no push is in flight meanwhile.
 */
export async function recoverFromServerLoss(serverLast: number): Promise<ServerLoss | null> {
  const loss = await db.transaction('rw', [db.outbox, db.syncState, db.sentWrites], async () => {
    const acknowledged = await getLastMutationId();
    if (serverLast >= acknowledged) return null;
    // Only entries the server acknowledged: those above were journaled for a push not yet answered.
    const lost = await db.sentWrites.where('mutationId').between(serverLast, acknowledged, false, true).sortBy('mutationId');
    const aside = lost.map((write): OutboxRow => ({ ...write, status: 'failed', lost: true, error: LOST_REASON }));
    await db.outbox.bulkAdd(aside);
    await db.sentWrites.where('mutationId').above(serverLast).delete();
    await renumberPending(serverLast + 1);
    await resetLastMutationId(serverLast);
    await db.syncState.delete('cursor');
    return { lostIds: acknowledged - serverLast, keptAside: lost.length };
  });
  if (loss) console.warn(`The server lost ${loss.lostIds} acknowledged writes of this device; ${loss.keptAside} are kept to send again.`);
  return loss;
}
