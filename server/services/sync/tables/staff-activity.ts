/**
 * A teacher's view of their members' activity (contract/staff.ts), only in the courses of the
 * batches they teach: `memberQuizResults` (graded attempts, each answer with the key, for item
 * analysis), `memberExerciseAttempts` and `memberReviews` (reviews per day, retention). Deletions
 * come as the owners' tombstones, which the tombstone loader lets through for their teachers.
 */
import { sql } from 'drizzle-orm';
import { iso, type PullContext, type PullTable, type Tombstone } from './table';
import { inTaughtBatch, pagedTable } from './paged';
import { readMemberAttempts, readQuizKeys } from './quizzes';
import { teaches } from '../../../db/batch-teachers';

/** The tombstones of `name` recorded for another user (the teacher's own rows are in the learner tables). */
const membersTombstones = (name: string) => (tombstones: Tombstone[], { caller }: PullContext) =>
  tombstones.filter((t) => t.tableName === name && t.userId !== null && t.userId !== caller.id).map((t) => t.rowId);

/**
 * A teacher's members' attempts in their batches' courses; for an admin, every attempt of the
 * organisation but their own (those are in `quizResults`), for the organisation's quiz results.
 */
export const memberQuizResultsTable = pagedTable({
  name: 'memberQuizResults',
  key: sql`a.id`,
  rows: (ctx) => sql`a.organisation_id = ${ctx.caller.organisationId} and a.sync_version > ${ctx.since}
    and ${ctx.caller.role === 'admin' ? sql`a.user_id <> ${ctx.caller.id}` : inTaughtBatch(ctx, sql`a.user_id`, sql`q.course_id`)}`,
  load: readMemberAttempts,
  del: membersTombstones('quizResults'),
});

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
