/**
 * Pull (DESIGN §2.6): what the caller may see that changed since their cursor, read in one
 * repeatable-read snapshot. The new cursor is the organisation's counter in that same snapshot:
 * writers take versions under the counter's row lock, so every row with a version up to it is in
 * the snapshot and none can commit below it later (see migration 0002). A missing, unknown or
 * too-old cursor, or one older than an access change of the caller, answers `reset` and everything.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { PULL_PAGE_START, type PullResponse } from '../../../contract/sync';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { syncUserScopes, syncVersions } from '../../db/schema';
import { peekClient } from './clients';
import { decodePageToken, PULL_PAGE_ROWS, readPage, tablesFor, type PageToken } from './pull-pages';
import { pullTables } from './tables';
import type { PullContext, Tombstone } from './tables/table';

/**
 * Tombstones newer than `since` the caller could have seen: the organisation's and their own; a
 * teacher's also those of their students' progress, attempts and reviews; an admin's every one of
 * the organisation.
 */
function loadTombstones(db: Database, { caller, since }: PullContext): Promise<Tombstone[]> {
  const students = caller.role === 'teacher'
    ? sql`or (t.table_name in ('progress', 'quizResults', 'exerciseAttempts', 'reviews')
        and t.user_id in (select m.user_id from batch_members m join batches b on b.id = m.batch_id where b.teacher_id = ${caller.id}))`
    : caller.role === 'admin' ? sql`or true` : sql``;
  return selectRows(db, sql`
    select t.table_name as "tableName", t.row_id as "rowId", t.user_id as "userId" from sync_tombstones t
    where t.organisation_id = ${caller.organisationId} and t.version > ${since}
      and (t.user_id is null or t.user_id = ${caller.id} ${students})
    order by t.version`);
}

/** Whether `cursor` can be answered with a delta, and from which version. */
async function deltaFrom(db: Database, caller: Caller, cursor: string | undefined, counter: { version: number; scopeVersion: number; prunedBelow: number }) {
  const since = cursor === undefined ? NaN : Number(cursor);
  if (!Number.isSafeInteger(since) || since > counter.version || since < counter.prunedBelow || since < counter.scopeVersion) return null;
  const [scope] = await db.select({ v: syncUserScopes.scopeVersion }).from(syncUserScopes)
    .where(and(eq(syncUserScopes.userId, caller.id), gt(syncUserScopes.scopeVersion, since)));
  return scope ? null : since;
}

/**
 * Answers `GET /api/sync/pull` for the caller. With `page` (paged pull, pull-pages.ts) the answer
 * may be one of several; a continuation whose delta is no longer valid starts again as a reset.
 */
export async function pullChanges(db: Database, caller: Caller, query: { clientId: string; cursor?: string; page?: string },
  pageRows = PULL_PAGE_ROWS): Promise<PullResponse> {
  const continued = query.page === undefined || query.page === PULL_PAGE_START ? null : decodePageToken(query.page);
  const answer = await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const lastMutationId = await peekClient(tx, caller, query.clientId);
    const [counter = { version: 0, scopeVersion: 0, prunedBelow: 0 }] = await tx
      .select({ version: syncVersions.version, scopeVersion: syncVersions.scopeVersion, prunedBelow: syncVersions.prunedBelow })
      .from(syncVersions).where(eq(syncVersions.organisationId, caller.organisationId));
    const token = continued && await stillValid(tx, caller, continued, counter) ? continued : null;
    const delta = token ? token.since : await deltaFrom(tx, caller, query.cursor, counter);
    const ctx: PullContext = { caller, since: delta ?? 0 };
    const tombstones = delta === null || token ? [] : await loadTombstones(tx, ctx);
    const cursor = token ? token.cursor : String(counter.version);
    const budget = query.page === undefined ? null : pageRows;
    const page = await readPage(tx, { tables: tablesFor(pullTables, ctx), ctx, token, tombstones, cursor, budget });
    return { cursor, reset: token === null && delta === null, lastMutationId, ...page };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  if (!answer.more) await recordPulled(db, caller, query.clientId);
  return answer;
}

/** Whether a continuation's first page still describes a delta the caller may be answered (else: reset). */
async function stillValid(db: Database, caller: Caller, token: PageToken, counter: { version: number; scopeVersion: number; prunedBelow: number }) {
  if (Number(token.cursor) > counter.version || token.since > Number(token.cursor)) return false;
  return token.since === 0 || (await deltaFrom(db, caller, String(token.since), counter)) !== null;
}

/** Records when the client last pulled (at most once a minute), for the teacher's view of a learner's device. */
async function recordPulled(db: Database, caller: Caller, clientId: string): Promise<void> {
  await db.execute(sql`update sync_clients set last_pulled_at = now()
    where id = ${clientId} and user_id = ${caller.id} and (last_pulled_at is null or last_pulled_at < now() - interval '1 minute')`);
}

/**
 * Deletes the organisation's tombstones below `version` and records it, so a cursor older than
 * that resets instead of missing deletions. Returns how many were removed.
 */
export async function pruneTombstones(db: Database, organisationId: string, version: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(syncVersions).set({ prunedBelow: sql`greatest(${syncVersions.prunedBelow}, ${version})` })
      .where(eq(syncVersions.organisationId, organisationId));
    const removed = await selectRows<{ id: number }>(tx as unknown as Database,
      sql`delete from sync_tombstones where organisation_id = ${organisationId} and version < ${version} returning id`);
    return removed.length;
  });
}
