/** What the device holds for the signed-in user: pending writes, and clearing it all on logout. */
import { deleteDashboardSnapshot } from './dashboard-snapshot';
import { db } from './db';
import { markMirrored, saveDataOwner } from './session-storage';

/** How many write intents still wait to be sent (failed ones included: they are not synced). */
export function countPendingWrites(): Promise<number> {
  return db.outbox.count();
}

/**
 * Deletes every table's rows, so a shared phone never shows the last user's data. The device keeps
 * no data of other users, so "the signed-in user's rows" are all rows. Runs in one transaction.
 */
export async function clearLocalUserData(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  markMirrored(null);
  saveDataOwner(null);
  await deleteDashboardSnapshot();
}

/** Mirrors the session token for the service worker (DESIGN §3); `null` removes it. */
export async function mirrorSessionToken(token: string | null): Promise<void> {
  if (token) await db.sessionMirror.put({ key: 'token', value: token });
  else await db.sessionMirror.delete('token');
  markMirrored(token);
}
