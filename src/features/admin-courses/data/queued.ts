/**
 * What the outbox holds of the admin's writes, as the screens show it: which rows wait for the
 * server ('Pending') and which writes the server refused, with its reason (CONVENTIONS §15: through
 * the engine's public API only).
 */
import type { IntentName } from '@contract/sync';
import { writesOf, type QueuedWrite } from '@/data/sync/writes';

/** The writes of `names` still waiting and those refused, oldest first. */
export interface QueuedAdminWrites {
  pending: QueuedWrite[];
  failed: QueuedWrite[];
}

/** Reads the queued writes of `names` (inside a live query, so screens follow the outbox). */
export async function queuedWrites(names: readonly IntentName[]): Promise<QueuedAdminWrites> {
  const writes = (await Promise.all(names.map((name) => writesOf(name)))).flat().sort((a, b) => a.seq - b.seq);
  return { pending: writes.filter((w) => w.status === 'pending'), failed: writes.filter((w) => w.status === 'failed') };
}
