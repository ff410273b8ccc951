/**
 * Per-quiz results for staff: an admin reads every attempt of the organisation; a teacher reads the
 * attempts of learners in batches they teach of the quiz's course (and nothing of other batches).
 */
import { sql } from 'drizzle-orm';
import type { QuizResultSummary } from '../../../contract/quizzes';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { assertMay } from '../../auth/policy';
import { teachingPolicy } from '../teaching/policy';
import { iso } from '../../sync/tables/table';
import { teaches } from '../../db/batch-teachers';

/** The graded attempts at quiz `quizId` the caller may read, newest first; 404 for a quiz they cannot see. */
export async function listQuizResults(db: Database, caller: Caller, quizId: string): Promise<QuizResultSummary[]> {
  await assertMay(teachingPolicy, db, caller, 'quiz.results', { quizId });
  const students = caller.role === 'admin'
    ? sql``
    : sql`and a.user_id in (select m.user_id from batch_members m join batches b on b.id = m.batch_id
        join quizzes q on q.course_id = b.course_id where q.id = ${quizId} and ${teaches(sql`b.id`, caller.id)})`;
  return selectRows<QuizResultSummary>(db, sql`
    select a.id as "attemptId", a.user_id as "userId", u.display_name as name, u.email, a.score, a.total,
      case when a.total > 0 then round((a.score / a.total * 100)::numeric)::int else 0 end as percent, a.passed,
      ${iso(sql`a.submitted_at`)} as "submittedAt"
    from quiz_attempts a join users u on u.id = a.user_id
    where a.quiz_id = ${quizId} and a.organisation_id = ${caller.organisationId} ${students}
    order by a.submitted_at desc`);
}
