/**
 * The teaching slice's policy (issue 16, item 4; issue 47): feedback and extensions on a learner's
 * quiz, and a quiz's results. A teacher acts on the learners of the batches they teach whose course
 * has the quiz; an admin on anyone of their organisation; a learner on nobody; nobody on a removed
 * learner. Refusals of feedback and extensions share one wording that names nothing, so a refusal
 * does not tell whether the learner or the quiz exists.
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { teaches } from '../../db/batch-teachers';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refusedWith, type Policy, type Refusal } from '../../auth/policy';

/** The refusal for everyone else (403). */
export const NOT_YOUR_LEARNER = 'Only a teacher of this learner’s batch for this quiz’s course, or an admin, may do this.';

/** A learner on a quiz: what feedback and extensions act on. */
export interface LearnerOnQuiz {
  userId: string;
  quizId: string;
}

async function teachesLearnerOnQuiz(db: Database, caller: Caller, { userId, quizId }: LearnerOnQuiz): Promise<Refusal | null> {
  const [row] = await selectRows<{ allowed: boolean }>(db, sql`
    select exists (
      select 1 from quizzes q join users u on u.id = ${userId} and u.organisation_id = q.organisation_id and u.removed_at is null
      where q.id = ${quizId} and q.organisation_id = ${caller.organisationId}
        and (${caller.role === 'admin'} or exists (
          select 1 from batches b join batch_members m on m.batch_id = b.id
          where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId}
            and b.course_id = q.course_id and m.user_id = ${userId}))
    ) as allowed`);
  return row?.allowed ? null : refusedWith(403, 'not-your-learner');
}

async function seesResultsOf(db: Database, caller: Caller, { quizId }: { quizId: string }): Promise<Refusal | null> {
  const taught = sql`exists (select 1 from batches b where b.course_id = q.course_id and ${teaches(sql`b.id`, caller.id)})`;
  const [quiz] = await selectRows<{ id: string }>(db, sql`
    select q.id from quizzes q where q.id = ${quizId} and q.organisation_id = ${caller.organisationId}
      ${caller.role === 'admin' ? sql`` : sql`and ${taught}`}`);
  return quiz ? null : refusedWith(404, 'quiz-results-missing', { quizId });
}

/** A learner's xAPI statements (issue 51): a teacher of a batch they are in, or an admin of their organisation. */
async function teachesLearner(db: Database, caller: Caller, { userId }: { userId: string }): Promise<Refusal | null> {
  const [row] = await selectRows<{ allowed: boolean }>(db, sql`
    select exists (
      select 1 from users u where u.id = ${userId} and u.organisation_id = ${caller.organisationId}
        and (${caller.role === 'admin'} or exists (
          select 1 from batches b join batch_members m on m.batch_id = b.id
          where ${teaches(sql`b.id`, caller.id)} and b.organisation_id = ${caller.organisationId} and m.user_id = ${userId}))
    ) as allowed`);
  return row?.allowed ? null : { status: 403, detail: STATEMENTS_REFUSAL };
}

/** The refusal of a learner's statements to anyone but their teachers and admins. */
export const STATEMENTS_REFUSAL = 'Only a teacher of this learner’s batch, or an admin, may read their package results.';

/** Who may do what in teaching: role × action × target. */
export const teachingPolicy: Policy<{ 'quiz.feedback': LearnerOnQuiz; 'quiz.extend': LearnerOnQuiz; 'quiz.results': { quizId: string }; 'learner.statements': { userId: string } }> = {
  'quiz.feedback': { roles: ['teacher', 'admin'], refusal: 'not-your-learner', target: teachesLearnerOnQuiz },
  'quiz.extend': { roles: ['teacher', 'admin'], refusal: 'not-your-learner', target: teachesLearnerOnQuiz },
  'quiz.results': { roles: ['teacher', 'admin'], refusal: 'quiz-results-staff-only', target: seesResultsOf },
  'learner.statements': { roles: ['teacher', 'admin'], refusal: STATEMENTS_REFUSAL, target: teachesLearner },
};
