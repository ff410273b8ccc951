/** Sync clients (one per local database): claimed by the first user who pushes or pulls with the id. */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { syncClients } from '../../db/schema';
import { HttpError } from '../../http/problem';

/**
 * The client row of `clientId`, created for the caller if unknown, in one statement. Inside the push
 * transaction the row stays locked until commit (an upsert locks the row it conflicts with, as
 * `select … for update` would), so two pushes of one client apply one at a time.
 * 403 when the id belongs to another user or organisation.
 */
export async function claimClient(db: Database, caller: Caller, clientId: string): Promise<{ lastMutationId: number }> {
  const [client] = await db
    .insert(syncClients)
    .values({ id: clientId, organisationId: caller.organisationId, userId: caller.id })
    // A no-op update, so that an existing row is locked and returned too.
    .onConflictDoUpdate({ target: syncClients.id, set: { lastMutationId: sql`${syncClients.lastMutationId}` } })
    .returning({ userId: syncClients.userId, organisationId: syncClients.organisationId, lastMutationId: syncClients.lastMutationId });
  assertOwnClient(client, caller);
  return { lastMutationId: client.lastMutationId };
}

/** 403 unless the client row belongs to the caller (their user and organisation). */
export function assertOwnClient<T extends { userId: string; organisationId: string }>(client: T | undefined, caller: Caller): asserts client is T {
  if (!client || client.userId !== caller.id || client.organisationId !== caller.organisationId) {
    throw new HttpError(403, 'This sync client belongs to another account; sign in again to start a new local database.');
  }
}
