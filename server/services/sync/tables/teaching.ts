/**
 * Teaching tables (issue 16): `quizFeedback` and `quizExtensions`. A learner reads only their own
 * rows; a teacher those of members of the batches they teach, in those batches' courses; an admin
 * the organisation's. Deletions come as the learner-owned tombstones.
 */
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { inTaughtBatch } from './paged';
import { changedRows, iso, type PullContext, type PullTable, type Tombstone } from './table';

/** SQL true when the row (learner `userId`, quiz course `courseId`) is the caller's to read. */
function readable(ctx: PullContext, userId: SQL, courseId: SQL): SQL {
  if (ctx.caller.role === 'admin') return sql`true`;
  if (ctx.caller.role === 'teacher') return sql`(${userId} = ${ctx.caller.id} or ${inTaughtBatch(ctx, userId, courseId)})`;
  return sql`${userId} = ${ctx.caller.id}`;
}

/** The tombstones of `name`: an admin's or teacher's every one (ids only), a learner's own. */
const tombstonesFor = (name: string) => (tombstones: Tombstone[], { caller }: PullContext) =>
  tombstones
    .filter((t) => t.tableName === name && (caller.role !== 'learner' || t.userId === caller.id))
    .map((t) => t.rowId);

export const quizFeedbackTable: PullTable = {
  name: 'quizFeedback',
  put: (db, ctx) =>
    selectRows(db, sql`
      select f.id, f.attempt_id as "attemptId", f.quiz_id as "quizId", f.user_id as "userId", f.author_id as "authorId",
        a.display_name as "authorName", f.text, ${iso(sql`f.created_at`)} as "createdAt"
      from quiz_feedback f join quizzes q on q.id = f.quiz_id left join users a on a.id = f.author_id
      where f.organisation_id = ${ctx.caller.organisationId} and f.sync_version > ${ctx.since}
        and ${readable(ctx, sql`f.user_id`, sql`q.course_id`)}`),
  changed: changedRows('quiz_feedback', 'organisation'),
  del: tombstonesFor('quizFeedback'),
};

export const quizExtensionsTable: PullTable = {
  name: 'quizExtensions',
  put: (db, ctx) =>
    selectRows(db, sql`
      select e.id, e.quiz_id as "quizId", e.user_id as "userId",
        case when e.due_at is null then null else ${iso(sql`e.due_at`)} end as "dueAt",
        e.extra_attempts as "extraAttempts", e.granted_by as "grantedBy", ${iso(sql`e.created_at`)} as "createdAt"
      from quiz_extensions e join quizzes q on q.id = e.quiz_id
      where e.organisation_id = ${ctx.caller.organisationId} and e.sync_version > ${ctx.since}
        and ${readable(ctx, sql`e.user_id`, sql`q.course_id`)}`),
  changed: changedRows('quiz_extensions', 'organisation'),
  del: tombstonesFor('quizExtensions'),
};
