/**
 * Pull (DESIGN §2.6): what the caller may see that changed since their cursor, read in one
 * repeatable-read snapshot. The new cursor is that snapshot's watermark (./watermark.ts): every
 * transaction with an id up to it had finished, so no row can commit at or below it later (see
 * migration 0009). A missing, unknown or too-old cursor, or one older than an access change of the
 * caller, answers `reset` and everything.
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
import { readWatermark, type Watermark } from './watermark';
import { grantExpiredSince } from '../course-access';
import { teaches } from '../../db/batch-teachers';

/**
 * Tombstones newer than `since` the caller could have seen: the organisation's and their own; a
 * teacher's also those of their students' progress, attempts and reviews; an admin's every one of
 * the organisation.
 */
function loadTombstones(db: Database, { caller, since }: PullContext): Promise<Tombstone[]> {
  const students = caller.role === 'teacher'
    ? sql`or (t.table_name in ('progress', 'quizResults', 'exerciseAttempts', 'reviews')
        and t.user_id in (select m.user_id from batch_members m join batches b on b.id = m.batch_id where ${teaches(sql`b.id`, caller.id)}))`
    : caller.role === 'admin' ? sql`or true` : sql``;
  return selectRows(db, sql`
    select t.table_name as "tableName", t.row_id as "rowId", t.user_id as "userId" from sync_tombstones t
    where t.organisation_id = ${caller.organisationId} and t.version > ${since}
      and (t.user_id is null or t.user_id = ${caller.id} ${students})
    order by t.version`);
}

/** Whether `cursor` can be answered with a delta, and from which version. */
async function deltaFrom(db: Database, caller: Caller, cursor: string | undefined, marks: { scopeVersion: number; prunedBelow: number }, watermark: Watermark,
  clientId: string) {
  const since = cursor === undefined ? NaN : Number(cursor);
  if (!Number.isSafeInteger(since) || since > watermark.horizon || since < marks.prunedBelow || since < marks.scopeVersion) return null;
  // An access grant that expired since this device last pulled changes its catalogue without a write.
  const [expired] = await selectRows<{ yes: boolean }>(db, sql`select ${grantExpiredSince(caller.id,
    sql`(select s.last_pulled_at from sync_clients s where s.id = ${clientId})`)} as yes`);
  if (expired?.yes) return null;
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
    const [marks = { scopeVersion: 0, prunedBelow: 0 }] = await tx
      .select({ scopeVersion: syncVersions.scopeVersion, prunedBelow: syncVersions.prunedBelow })
      .from(syncVersions).where(eq(syncVersions.organisationId, caller.organisationId));
    const watermark = await readWatermark(tx);
    const token = continued && await stillValid(tx, caller, continued, marks, watermark, query.clientId) ? continued : null;
    const delta = token ? token.since : await deltaFrom(tx, caller, query.cursor, marks, watermark, query.clientId);
    const ctx: PullContext = { caller, since: delta ?? 0 };
    const tombstones = delta === null || token ? [] : await loadTombstones(tx, ctx);
    const cursor = token ? token.cursor : String(watermark.seen);
    const budget = query.page === undefined ? null : pageRows;
    const page = await readPage(tx, { tables: tablesFor(pullTables, ctx), ctx, token, tombstones, cursor, budget });
    return { cursor, reset: token === null && delta === null, lastMutationId, ...page };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  if (!answer.more) await recordPulled(db, caller, query.clientId);
  return answer;
}

/** Whether a continuation's first page still describes a delta the caller may be answered (else: reset). */
async function stillValid(db: Database, caller: Caller, token: PageToken, marks: { scopeVersion: number; prunedBelow: number }, watermark: Watermark,
  clientId: string) {
  if (Number(token.cursor) > watermark.horizon || token.since > Number(token.cursor)) return false;
  return token.since === 0 || (await deltaFrom(db, caller, String(token.since), marks, watermark, clientId)) !== null;
}

/** Records when the client last pulled (at most once a minute), for the teacher's view of a learner's device. */
async function recordPulled(db: Database, caller: Caller, clientId: string): Promise<void> {
  await db.execute(sql`update sync_clients set last_pulled_at = now()
    where id = ${clientId} and user_id = ${caller.id} and (last_pulled_at is null or last_pulled_at < now() - interval '1 minute'
      or ${grantExpiredSince(caller.id, sql`sync_clients.last_pulled_at`)})`);
}

/**
 * Deletes the organisation's tombstones below `version` and records it, so a cursor older than
 * that resets instead of missing deletions. Returns how many were removed.
 */
export async function pruneTombstones(db: Database, organisationId: string, version: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(syncVersions).values({ organisationId, prunedBelow: version }).onConflictDoUpdate({
      target: syncVersions.organisationId, set: { prunedBelow: sql`greatest(${syncVersions.prunedBelow}, ${version})` },
    });
    const removed = await selectRows<{ id: number }>(tx as unknown as Database,
      sql`delete from sync_tombstones where organisation_id = ${organisationId} and version < ${version} returning id`);
    return removed.length;
  });
}
