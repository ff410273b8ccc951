/**
 * The log line that counts what a client lost (issue 49): a device that shows it had more writes
 * acknowledged than the server now has for it (the database was restored from a backup, or a lagging
 * replica took over). The device recovers on its own (src/data/sync/recovery.ts); this line lets the
 * operator see, per client, how many acknowledged writes the restore cost.
 */
import type { Logger } from 'pino';
import type { PushRequest, PushResponse } from '../../contract/sync';
import type { Caller } from '../auth/caller';

/** Logs one client's loss when `clientLast` (what it had acknowledged) is above `serverLast`. */
export function logLostWrites(
  log: Pick<Logger, 'warn'> | undefined,
  caller: Caller,
  loss: { clientId: string; serverLast: number; clientLast: number; seenIn: 'push' | 'pull' },
): void {
  if (loss.clientLast <= loss.serverLast) return;
  log?.warn(
    { ...loss, userId: caller.id, organisationId: caller.organisationId, lostWrites: loss.clientLast - loss.serverLast },
    'sync: a client had writes acknowledged that the server no longer has',
  );
}

/**
 * What a push answer shows of a loss: a batch skipped from its first write, which is past the next
 * id the server expects, comes from a device that had the ids before it acknowledged.
 */
export function logLossInPush(log: Pick<Logger, 'warn'> | undefined, caller: Caller, request: PushRequest, answer: PushResponse): void {
  const first = request.mutations[0];
  if (!first || answer.results[0]?.status !== 'skipped') return;
  logLostWrites(log, caller, { clientId: request.clientId, serverLast: answer.lastMutationId, clientLast: first.id - 1, seenIn: 'push' });
}
