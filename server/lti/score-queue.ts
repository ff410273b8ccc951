/**
 * The durable AGS score queue. A graded attempt on a quiz placed in a platform is queued in the
 * attempt's own transaction (so it is queued exactly when the attempt is stored), one row per
 * attempt and line item (the unique key: a replayed attempt queues nothing new). Workers claim due
 * rows with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never post one row at once and a
 * process killed mid-post lets its row go when the lease ends.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

/** Queues the score of each attempt of `attemptIds` for every line item of a link placing its quiz that its learner launched; answers the rows queued. */
export async function enqueueScores(db: Database, attemptIds: string | string[]): Promise<number> {
  const rows = await selectRows<{ id: string }>(db, sql`
    insert into lti_score_queue (id, organisation_id, platform_id, attempt_id, line_item_url, platform_user_id, score_given, score_maximum, graded_at)
    select ${randomUUID()} || '-' || row_number() over (), a.organisation_id, l.platform_id, a.id, l.line_item_url, u.sub, a.score, a.total, a.graded_at
    from quiz_attempts a
    join lti_links l on l.target_type = 'quiz' and l.target_id = a.quiz_id and l.organisation_id = a.organisation_id and l.line_item_url is not null
    join lti_users u on u.platform_id = l.platform_id and u.user_id = a.user_id
    where a.id = any(${sql.param(typeof attemptIds === 'string' ? [attemptIds] : attemptIds)}::text[])
    on conflict (attempt_id, line_item_url) do nothing
    returning id`);
  return rows.length;
}

/** One claimed row to post. */
export interface ClaimedScore {
  id: string;
  platformId: string;
  lineItemUrl: string;
  platformUserId: string;
  scoreGiven: number;
  scoreMaximum: number;
  gradedAt: Date;
  tries: number;
}

/** Claims up to `limit` due rows for `leaseMs` (their try counted). */
export async function claimScores(db: Database, limit: number, leaseMs: number): Promise<ClaimedScore[]> {
  const rows = await selectRows<ClaimedScore & { gradedAt: string | Date }>(db, sql`
    update lti_score_queue q set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, tries = q.tries + 1
    where q.id in (
      select id from lti_score_queue
      where status = 'pending' and next_try_at <= now() and (locked_until is null or locked_until < now())
      order by next_try_at limit ${limit} for update skip locked)
    returning q.id, q.platform_id as "platformId", q.line_item_url as "lineItemUrl", q.platform_user_id as "platformUserId",
      q.score_given as "scoreGiven", q.score_maximum as "scoreMaximum", q.graded_at as "gradedAt", q.tries`);
  return rows.map((row) => ({ ...row, gradedAt: new Date(row.gradedAt) }));
}

/** Marks a row posted (only while this worker's lease holds it). */
export async function markPosted(db: Database, id: string): Promise<void> {
  await db.execute(sql`update lti_score_queue set status = 'posted', posted_at = now(), locked_until = null, last_error = null where id = ${id}`);
}

/** Tries before a row is left `failed` for an admin to retry. */
export const MAX_TRIES = 8;

/** Records a failed try: due again after 30 s, 1, 2, 4… minutes (at most an hour), or `failed` after {@link MAX_TRIES}. */
export async function markFailed(db: Database, row: ClaimedScore, error: string): Promise<void> {
  const delayMs = Math.min(3_600_000, 30_000 * 2 ** (row.tries - 1));
  await db.execute(sql`update lti_score_queue set locked_until = null, last_error = ${error.slice(0, 1_000)},
    status = case when tries >= ${MAX_TRIES} then 'failed' else 'pending' end,
    next_try_at = now() + ${`${delayMs} milliseconds`}::interval where id = ${row.id}`);
}

/** Makes a row of the organisation due now again (an admin's retry); false when there is no such unposted row. */
export async function retryScore(db: Database, organisationId: string, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`update lti_score_queue set status = 'pending', tries = 0, next_try_at = now(), locked_until = null
    where id = ${id} and organisation_id = ${organisationId} and status <> 'posted' returning id`);
  return rows.length > 0;
}
