/**
 * Teaching tables (issue 16): `quizFeedback` and `quizExtensions`, of a learner (`user_id`) on a
 * quiz of a course (`q.course_id`); who reads which is their declaration's scope
 * (contract/tables/teaching.ts). Deletions come as the learner-owned tombstones.
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { changedRows, iso, type TableReader } from '../../sync/tables/table';

export const quizFeedbackTable: TableReader = {
  name: 'quizFeedback',
  put: (db, ctx) =>
    selectRows(db, sql`
      select f.id, f.attempt_id as "attemptId", f.quiz_id as "quizId", f.user_id as "userId", f.author_id as "authorId",
        a.display_name as "authorName", f.text, ${iso(sql`f.created_at`)} as "createdAt"
      from quiz_feedback f join quizzes q on q.id = f.quiz_id left join users a on a.id = f.author_id
      where ${ctx.inScope({ organisation: sql`f.organisation_id`, user: sql`f.user_id`, course: sql`q.course_id` })} and f.sync_version > ${ctx.since}`),
  changed: changedRows('quiz_feedback', 'organisation'),
};

export const quizExtensionsTable: TableReader = {
  name: 'quizExtensions',
  put: (db, ctx) =>
    selectRows(db, sql`
      select e.id, e.quiz_id as "quizId", e.user_id as "userId",
        case when e.due_at is null then null else ${iso(sql`e.due_at`)} end as "dueAt",
        e.extra_attempts as "extraAttempts", e.granted_by as "grantedBy", ${iso(sql`e.created_at`)} as "createdAt"
      from quiz_extensions e join quizzes q on q.id = e.quiz_id
      where ${ctx.inScope({ organisation: sql`e.organisation_id`, user: sql`e.user_id`, course: sql`q.course_id` })} and e.sync_version > ${ctx.since}`),
  changed: changedRows('quiz_extensions', 'organisation'),
};
