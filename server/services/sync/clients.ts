/** Sync clients (one per local database): claimed by the first user who pushes or pulls with the id. */
import { eq } from 'drizzle-orm';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { syncClients } from '../../db/schema';
import { HttpError } from '../../http/problem';

/**
 * The client row of `clientId`, created for the caller if unknown. With `lock` (inside the push
 * transaction) the row stays locked until commit, so two pushes of one client apply one at a time.
 * 403 when the id belongs to another user or organisation.
 */
export async function claimClient(db: Database, caller: Caller, clientId: string, lock: boolean): Promise<{ lastMutationId: number }> {
  await db.insert(syncClients).values({ id: clientId, organisationId: caller.organisationId, userId: caller.id }).onConflictDoNothing();
  const query = db.select().from(syncClients).where(eq(syncClients.id, clientId));
  const [client] = lock ? await query.for('update') : await query;
  if (!client || client.userId !== caller.id || client.organisationId !== caller.organisationId) {
    throw new HttpError(403, 'This sync client belongs to another account; sign in again to start a new local database.');
  }
  return { lastMutationId: client.lastMutationId };
}

/** The client's last applied mutation id, without creating it (0 when unknown); 403 as in {@link claimClient}. */
export async function peekClient(db: Database, caller: Caller, clientId: string): Promise<number> {
  const [client] = await db.select().from(syncClients).where(eq(syncClients.id, clientId));
  if (!client) return 0;
  if (client.userId !== caller.id || client.organisationId !== caller.organisationId) {
    throw new HttpError(403, 'This sync client belongs to another account; sign in again to start a new local database.');
  }
  return client.lastMutationId;
}
