/**
 * A teacher's view of their members' activity (contract/staff.ts), only in the courses of the
 * batches they teach: `memberQuizResults` (graded attempts, each answer with the key, for item
 * analysis), `memberExerciseAttempts` and `memberReviews` (reviews per day, retention). Deletions
 * come as the owners' tombstones, which the tombstone loader lets through for their teachers.
 */
import { sql } from 'drizzle-orm';
import { iso, type PullContext, type PullTable, type Tombstone } from './table';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { inTaughtBatch, pagedTable } from './paged';
import { readMemberAttempts, readQuizKeys } from './quizzes';
import { teaches } from '../../../db/batch-teachers';

/** The tombstones of `name` recorded for another user (the teacher's own rows are in the learner tables). */
const membersTombstones = (name: string) => (tombstones: Tombstone[], { caller }: PullContext) =>
  tombstones.filter((t) => t.tableName === name && t.userId !== null && t.userId !== caller.id).map((t) => t.rowId);

/** SQL: the attempts `a` (of quiz `q`) a staff caller sees, whatever their version. */
const attemptsInScope = (ctx: PullContext) => sql`a.organisation_id = ${ctx.caller.organisationId}
  and ${ctx.caller.role === 'admin' ? sql`a.user_id <> ${ctx.caller.id}` : inTaughtBatch(ctx, sql`a.user_id`, sql`q.course_id`)}`;
/** The id of a (learner, quiz) row of `memberQuizResults`, in SQL. */
const groupId = sql`a.user_id || ':' || a.quiz_id`;

/**
 * A teacher's members' attempts in their batches' courses; for an admin, every attempt of the
 * organisation but their own (those are in `quizResults`), for the organisation's quiz results. One
 * row per learner and quiz, with all of its attempts, when one of them changed since the cursor;
 * paged by that row's id. An attempt's deletion is its own id in `del`.
 */
export const memberQuizResultsTable: PullTable = {
  name: 'memberQuizResults',
  put: (db, ctx) => readQuizGroups(db, ctx, null, null),
  page: (db, ctx, after, limit) => readQuizGroups(db, ctx, after, limit),
  del: membersTombstones('quizResults'),
};

/**
 * The (learner, quiz) rows with a change since `ctx.since`, after `after` in id order, at most
 * `limit`: first which pairs (one scan of the caller's attempts), then every attempt of those pairs
 * (the scope depends only on the learner and the quiz, so it holds for all of a pair's attempts),
 * each pair by the (user_id, quiz_id) index; the rows in the pairs' order.
 */
async function readQuizGroups(db: Database, ctx: PullContext, after: string | null, limit: number | null) {
  const pairs = await selectRows<{ userId: string; quizId: string }>(db, sql`
    select distinct on (${groupId}) a.user_id as "userId", a.quiz_id as "quizId" from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where ${attemptsInScope(ctx)} and a.sync_version > ${ctx.since} ${after === null ? sql`` : sql`and ${groupId} > ${after}`}
    order by ${groupId} ${limit === null ? sql`` : sql`limit ${limit}`}`);
  if (pairs.length === 0) return [];
  const rows = await readMemberAttempts(db, sql`a.organisation_id = ${ctx.caller.organisationId}
    and (a.user_id, a.quiz_id) in (select p."userId", p."quizId" from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p("userId" text, "quizId" text))`);
  // In the pairs' (keyset) order: the pager continues after the last row's id.
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pairs.flatMap(({ userId, quizId }) => byId.get(`${userId}:${quizId}`) ?? []);
}

/**
 * The keys of every version of the quizzes whose attempts `memberQuizResults` sends (a teacher: the
 * courses of their batches; an admin: the organisation), again whenever the quiz or one of its
 * questions changed. Unpaged: one row per quiz version. A deleted quiz leaves its keys, unused.
 */
export const memberQuizKeysTable: PullTable = {
  name: 'memberQuizKeys',
  put: (db, { caller, since }) => readQuizKeys(db, sql`q.organisation_id = ${caller.organisationId}
    and (q.sync_version > ${since} or exists (select 1 from quiz_questions qq where qq.quiz_id = q.id and qq.sync_version > ${since}))
    ${caller.role === 'admin' ? sql`` : sql`and q.course_id in (select b.course_id from batches b
      where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId})`}`),
  del: () => [],
};

export const memberExerciseAttemptsTable = pagedTable({
  name: 'memberExerciseAttempts',
  key: sql`a.id`,
  rows: (ctx) => sql`
    select a.id, a.user_id as "userId", a.exercise_id as "exerciseId", a.answers, a.correct, a.total,
      ${iso(sql`a.submitted_at`)} as "submittedAt"
    from exercise_attempts a join exercises x on x.id = a.exercise_id
    where a.organisation_id = ${ctx.caller.organisationId} and a.sync_version > ${ctx.since}
      and ${inTaughtBatch(ctx, sql`a.user_id`, sql`x.course_id`)}`,
  del: membersTombstones('exerciseAttempts'),
});

export const memberReviewsTable = pagedTable({
  name: 'memberReviews',
  key: sql`r.id`,
  rows: (ctx) => sql`
    select r.id, r.user_id as "userId", r.card_id as "cardId", r.deck_id as "deckId", r.rating,
      ${iso(sql`r.reviewed_at`)} as "reviewedAt"
    from flashcard_reviews r join flashcard_decks d on d.id = r.deck_id
    where r.organisation_id = ${ctx.caller.organisationId} and r.sync_version > ${ctx.since}
      and ${inTaughtBatch(ctx, sql`r.user_id`, sql`d.course_id`)}`,
  del: membersTombstones('reviews'),
});
