/** The sync bookkeeping kept in the local database: client id, cursor, last acknowledged id, last sync. */
import { db } from '../db';

/** This local database's client id (a UUID), created on first use. */
export async function getClientId(): Promise<string> {
  return db.transaction('rw', db.syncState, async () => {
    const row = await db.syncState.get('clientId');
    if (typeof row?.value === 'string') return row.value;
    const clientId = crypto.randomUUID();
    await db.syncState.put({ key: 'clientId', value: clientId });
    return clientId;
  });
}

/** The pull cursor held, if any. */
export async function getCursor(): Promise<string | undefined> {
  const row = await db.syncState.get('cursor');
  return typeof row?.value === 'string' ? row.value : undefined;
}

/** The highest mutation id the server has acknowledged for this client. */
export async function getLastMutationId(): Promise<number> {
  const row = await db.syncState.get('lastMutationId');
  return typeof row?.value === 'number' ? row.value : 0;
}

/** Records the server's acknowledgement; never moves backwards. Call inside a transaction with syncState. */
export async function recordLastMutationId(lastMutationId: number): Promise<void> {
  if (lastMutationId > (await getLastMutationId())) await db.syncState.put({ key: 'lastMutationId', value: lastMutationId });
}

/** When the last successful sync (push or pull) ended, as an ISO string. */
export async function getLastSyncedAt(): Promise<string | null> {
  const row = await db.syncState.get('lastSyncedAt');
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * Until when (epoch ms) the server asked this device to wait (a 429's Retry-After), or null. Kept
 * in the database so the page and the service worker both hold back, and the status can say so.
 */
export async function getWaitUntil(): Promise<number | null> {
  const row = await db.syncState.get('waitUntil');
  return typeof row?.value === 'number' ? row.value : null;
}

/** Records (or with null clears) the time before which no push may be sent. */
export async function setWaitUntil(until: number | null): Promise<void> {
  if (until === null) await db.syncState.delete('waitUntil');
  else await db.syncState.put({ key: 'waitUntil', value: until });
}

/**
 * Moves the acknowledgement back to the server's, after the server lost writes it had acknowledged
 * (restored from a backup): the only way it ever moves backwards. Call inside a transaction with syncState.
 */
export async function resetLastMutationId(lastMutationId: number): Promise<void> {
  await db.syncState.put({ key: 'lastMutationId', value: lastMutationId });
}
