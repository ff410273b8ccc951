/** Sync clients (one per local database): claimed by the first user who pushes or pulls with the id. */
import { sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { syncClients } from '../db/schema';
import { refuse } from '../http/problem';

/** A sync client's owner and the last mutation id applied for it. */
export interface ClientRow { id: string; userId: string; organisationId: string; lastMutationId: number }

/**
 * The client rows of `claims` (distinct ids), each created for its caller if unknown, in one
 * statement. Inside the push transaction the rows stay locked until commit (an upsert locks the
 * row it conflicts with, as `select … for update` would), so two pushes of one client apply one at
 * a time. A row may belong to someone else: see {@link assertOwnClient}.
 */
export async function claimClients(db: Database, claims: { caller: Caller; clientId: string }[]): Promise<Map<string, ClientRow>> {
  const values = claims.map(({ caller, clientId }) => sql`(${clientId}, ${caller.organisationId}, ${caller.id})`);
  const rows = await selectRows<ClientRow>(db, sql`
    insert into ${syncClients} (id, organisation_id, user_id) values ${sql.join(values, sql`, `)}
    on conflict (id) do update set last_mutation_id = ${syncClients.lastMutationId}
    returning id, user_id as "userId", organisation_id as "organisationId", last_mutation_id as "lastMutationId"`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The words of the 403 for a client id that belongs to another user or organisation. */

/** 403 unless the client row belongs to the caller (their user and organisation). */
export function assertOwnClient<T extends { userId: string; organisationId: string }>(client: T | undefined, caller: Caller): asserts client is T {
  if (!client || client.userId !== caller.id || client.organisationId !== caller.organisationId) throw refuse(403, 'sync-foreign-client');
}
