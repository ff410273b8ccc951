/** The admin's view of the push audit log (`sync_mutation_log`). */
import { and, asc, eq } from 'drizzle-orm';
import type { SyncLogEntry } from '../../contract/sync';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { syncMutationLog } from '../db/schema';

/** Every logged mutation of `userId` in the caller's organisation, oldest first (at most 10,000). */
export async function listSyncLog(db: Database, caller: Caller, userId: string): Promise<SyncLogEntry[]> {
  const rows = await db
    .select({
      clientId: syncMutationLog.clientId,
      mutationId: syncMutationLog.mutationId,
      userId: syncMutationLog.userId,
      name: syncMutationLog.name,
      status: syncMutationLog.status,
      reason: syncMutationLog.reason,
      appliedAt: syncMutationLog.appliedAt,
    })
    .from(syncMutationLog)
    .where(and(eq(syncMutationLog.organisationId, caller.organisationId), eq(syncMutationLog.userId, userId)))
    .orderBy(asc(syncMutationLog.id))
    .limit(10_000);
  return rows.map((row) => ({ ...row, status: row.status as SyncLogEntry['status'], appliedAt: row.appliedAt.toISOString() }));
}
