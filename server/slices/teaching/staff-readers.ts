/**
 * A teacher's view of their members' activity (contract/staff.ts), only in the courses of the
 * batches they teach: `memberQuizResults` (graded attempts, each answer with the key, for item
 * analysis), `memberExerciseAttempts` and `memberReviews` (reviews per day, retention). Deletions
 * come as the owners' tombstones, which their declared scopes let through for their teachers.
 */
import { sql } from 'drizzle-orm';
import { iso, type ReadContext, type TableReader } from '../../sync/tables/table';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { pagedTable } from '../../sync/tables/paged';
import { readMemberAttempts, readQuizKeys } from '../quizzes/readers';

/** SQL: the attempts `a` (of quiz `q`) in the caller's scope, but their own (those are in `quizResults`), whatever their version. */
const attemptsInScope = (ctx: ReadContext) => sql`${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id`, course: sql`q.course_id` })}
  and a.user_id <> ${ctx.caller.id}`;

/**
 * How many paged rows one learner's row counts for: it holds every attempt of theirs the caller
 * sees (a teacher's 20 quizzes × 3 attempts), so a page holds fewer learners and the device applies
 * one page while the server reads the next.
 */
export const MEMBER_QUIZ_RESULTS_ROW_WEIGHT = 30;

/**
 * A teacher's members' attempts in their batches' courses; for an admin, every attempt of the
 * organisation but their own (those are in `quizResults`), for the organisation's quiz results. One
 * row per learner, with all of their attempts in scope, when one of them changed since the cursor;
 * paged by the learner's id. An attempt's deletion is its own id in `del`.
 */
export const memberQuizResultsTable: TableReader = {
  name: 'memberQuizResults',
  put: (db, ctx) => readLearnerRows(db, ctx, null, null),
  page: (db, ctx, after, limit) => readLearnerRows(db, ctx, after, limit),
  rowWeight: MEMBER_QUIZ_RESULTS_ROW_WEIGHT,
  // Attempts' ids: the device removes them from their learners' rows (src/data/member-attempts.ts).
  tombstones: { of: 'quizResults' },
};

/**
 * The learners' rows with a change since `ctx.since`, after `after` in id order, at most `limit`:
 * first which learners (one scan of the caller's attempts), then every attempt of theirs in scope,
 * read by the (user_id, quiz_id) index; the rows in the learners' (keyset) order.
 */
async function readLearnerRows(db: Database, ctx: ReadContext, after: string | null, limit: number | null) {
  const learners = await selectRows<{ userId: string }>(db, sql`
    select distinct a.user_id as "userId" from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where ${attemptsInScope(ctx)} and a.sync_version > ${ctx.since} ${after === null ? sql`` : sql`and a.user_id > ${after}`}
    order by a.user_id ${limit === null ? sql`` : sql`limit ${limit}`}`);
  if (learners.length === 0) return [];
  const rows = await readMemberAttempts(db, sql`${attemptsInScope(ctx)}
    and a.user_id in (select l."userId" from jsonb_to_recordset(${JSON.stringify(learners)}::jsonb) as l("userId" text))`);
  // In the learners' (keyset) order: the pager continues after the last row's id.
  const byId = new Map(rows.map((row) => [row.id, row]));
  return learners.flatMap(({ userId }) => byId.get(userId) ?? []);
}

/**
 * The keys of every version of the quizzes whose attempts `memberQuizResults` sends (a teacher: the
 * courses of their batches; an admin: the organisation), again whenever the quiz or one of its
 * questions changed. Unpaged: one row per quiz version. A deleted quiz leaves its keys, unused.
 */
export const memberQuizKeysTable: TableReader = {
  name: 'memberQuizKeys',
  put: (db, { inScope, since }) => readQuizKeys(db, sql`${inScope({ organisation: sql`q.organisation_id`, course: sql`q.course_id` })}
    and (q.sync_version > ${since} or exists (select 1 from quiz_questions qq where qq.quiz_id = q.id and qq.sync_version > ${since}))`),
  tombstones: null,
};

export const memberExerciseAttemptsTable = pagedTable({
  name: 'memberExerciseAttempts',
  key: sql`a.id`,
  rows: (ctx) => sql`
    select a.id, a.user_id as "userId", a.exercise_id as "exerciseId", a.answers, a.correct, a.total,
      ${iso(sql`a.submitted_at`)} as "submittedAt"
    from exercise_attempts a join exercises x on x.id = a.exercise_id
    where ${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id`, course: sql`x.course_id` })} and a.sync_version > ${ctx.since}`,
  tombstones: { of: 'exerciseAttempts' },
});

export const memberReviewsTable = pagedTable({
  name: 'memberReviews',
  key: sql`r.id`,
  rows: (ctx) => sql`
    select r.id, r.user_id as "userId", r.card_id as "cardId", r.deck_id as "deckId", r.rating,
      ${iso(sql`r.reviewed_at`)} as "reviewedAt"
    from flashcard_reviews r join flashcard_decks d on d.id = r.deck_id
    where ${ctx.inScope({ organisation: sql`r.organisation_id`, user: sql`r.user_id`, course: sql`d.course_id` })} and r.sync_version > ${ctx.since}`,
  tombstones: { of: 'reviews' },
});
