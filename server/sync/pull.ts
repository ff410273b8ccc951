/**
 * Pull (DESIGN §2.6): what the caller may see that changed since their cursor, read in one
 * repeatable-read snapshot. The new cursor is that snapshot's watermark (./watermark.ts): every
 * transaction with an id up to it had finished, so no row can commit at or below it later (see
 * migration 0009). A missing, unknown or too-old cursor, or one older than an access change of the
 * caller, answers `reset` and everything.
 */
import { sql } from 'drizzle-orm';
import { PULL_PAGE_START, type PullResponse } from '../../contract/sync';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { syncVersions } from '../db/schema';
import { assertOwnClient } from './clients';
import { decodePageToken, PULL_PAGE_ROWS, readPage, tablesFor, type PageToken } from './pull-pages';
import { pullTables } from '../slices/readers';
import type { PullContext } from './tables/table';
import { loadTombstones } from './tables/tombstones';
import { WATERMARK_COLUMNS, type Watermark } from './watermark';
import { grantExpiredSince } from '../auth/course-access';

/**
 * What a pull knows before it reads a table, read in one statement (on embedded PGlite every
 * statement queues behind the others): the device's row, the organisation's and the caller's
 * access marks, and the snapshot's watermark.
 */
interface PullState extends Watermark {
  /** The device's owner; null while the device has not pushed. */
  clientUserId: string | null;
  clientOrganisationId: string | null;
  lastMutationId: number;
  /** An access grant of the caller expired since this device last pulled: its catalogue changed without a write. */
  grantExpired: boolean;
  /** The device last pulled over a minute ago (or never). */
  pulledLongAgo: boolean;
  /** The organisation's last access change and pruned tombstones, and the caller's last access change. */
  scopeVersion: number;
  prunedBelow: number;
  userScopeVersion: number;
}

/** Reads the {@link PullState} of the caller's device; 403 when the device belongs to someone else. */
async function readPullState(db: Database, caller: Caller, clientId: string): Promise<PullState> {
  const [state] = await selectRows<PullState>(db, sql`
    with s as (select pg_current_snapshot() as snap)
    select c.user_id as "clientUserId", c.organisation_id as "clientOrganisationId", coalesce(c.last_mutation_id, 0) as "lastMutationId",
      ${grantExpiredSince(caller.id, sql`c.last_pulled_at`)} as "grantExpired",
      (c.last_pulled_at is null or c.last_pulled_at < now() - interval '1 minute') as "pulledLongAgo",
      coalesce(v.scope_version, 0)::float8 as "scopeVersion", coalesce(v.pruned_below, 0)::float8 as "prunedBelow",
      coalesce(u.scope_version, 0)::float8 as "userScopeVersion",
      ${WATERMARK_COLUMNS}
    from s
      left join sync_clients c on c.id = ${clientId}
      left join sync_versions v on v.organisation_id = ${caller.organisationId}
      left join sync_user_scopes u on u.user_id = ${caller.id}`);
  if (!state) throw new Error('no snapshot');
  if (state.clientUserId !== null) assertOwnClient({ userId: state.clientUserId, organisationId: state.clientOrganisationId ?? '' }, caller);
  return state;
}

/** Whether `cursor` can be answered with a delta, and from which version. */
function deltaFrom(state: PullState, cursor: string | undefined): number | null {
  const since = cursor === undefined ? NaN : Number(cursor);
  if (!Number.isSafeInteger(since) || since > state.horizon || since < state.prunedBelow || since < state.scopeVersion) return null;
  return state.grantExpired || state.userScopeVersion > since ? null : since;
}

/** Whether a continuation's first page still describes a delta the caller may be answered (else: reset). */
function stillValid(state: PullState, token: PageToken): boolean {
  if (Number(token.cursor) > state.horizon || token.since > Number(token.cursor)) return false;
  return token.since === 0 || deltaFrom(state, String(token.since)) !== null;
}

/**
 * Answers `GET /api/sync/pull` for the caller. With `page` (paged pull, pull-pages.ts) the answer
 * may be one of several; a continuation whose delta is no longer valid starts again as a reset.
 */
export async function pullChanges(db: Database, caller: Caller, query: { clientId: string; cursor?: string; page?: string },
  pageRows = PULL_PAGE_ROWS): Promise<PullResponse> {
  const continued = query.page === undefined || query.page === PULL_PAGE_START ? null : decodePageToken(query.page);
  const { answer, state } = await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const state = await readPullState(tx, caller, query.clientId);
    const token = continued && stillValid(state, continued) ? continued : null;
    const delta = token ? token.since : deltaFrom(state, query.cursor);
    const ctx: PullContext = { caller, since: delta ?? 0 };
    const tables = tablesFor(pullTables, ctx);
    const tombstones = delta === null || token ? [] : await loadTombstones(tx, ctx, tables);
    const cursor = token ? token.cursor : String(state.seen);
    const budget = query.page === undefined ? null : pageRows;
    const page = await readPage(tx, { tables, ctx, token, tombstones, cursor, budget });
    return { answer: { cursor, reset: token === null && delta === null, lastMutationId: state.lastMutationId, ...page }, state };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  if (!answer.more && state.clientUserId !== null && (state.pulledLongAgo || state.grantExpired)) await recordPulled(db, caller, query.clientId);
  return answer;
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
