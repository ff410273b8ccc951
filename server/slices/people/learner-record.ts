/**
 * One learner's full record for an admin (issue 14, item 3): what a teacher's device pulls for the
 * members of their batches, read on demand for anyone of the admin's organisation, since an admin's
 * pull carries only summaries (contract/staff.ts `learnerRecordSchema`).
 */
import { sql } from 'drizzle-orm';
import type { LearnerRecord } from '../../../contract/staff';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';
import { readMemberAttempts, readQuizKeys } from '../quizzes/readers';
import { iso } from '../../sync/tables/table';

/** The record of user `userId` of the caller's organisation; 404 when there is no such person there. */
export async function readLearnerRecord(db: Database, caller: Caller, userId: string): Promise<LearnerRecord> {
  const org = caller.organisationId;
  const [person] = await selectRows<LearnerRecord['person']>(db, sql`
    select u.id, u.display_name as name, u.email, u.photo_url as "photoUrl", u.role,
      ${iso(sql`u.created_at`)} as "createdAt", ${iso(sql`u.updated_at`)} as "updatedAt"
    from users u where u.id = ${userId} and u.organisation_id = ${org}`);
  if (!person) throw refuse(404, 'person-no-such');
  const [progress, quizResults, exerciseAttempts, reviews] = await Promise.all([
    selectRows<LearnerRecord['progress'][number]>(db, sql`
      select p.user_id || ':' || p.lesson_id || ':' || p.section as id, p.user_id as "userId", p.course_id as "courseId",
        p.lesson_id as "lessonId", p.section, p.progress, p.completed, p.position, ${iso(sql`p.updated_at`)} as "updatedAt"
      from lesson_progress p where p.user_id = ${userId} and p.organisation_id = ${org} order by p.updated_at`),
    readMemberAttempts(db, sql`a.user_id = ${userId} and a.organisation_id = ${org} order by a.submitted_at`),
    selectRows<LearnerRecord['exerciseAttempts'][number]>(db, sql`
      select a.id, a.user_id as "userId", a.exercise_id as "exerciseId", a.answers, a.correct, a.total,
        ${iso(sql`a.submitted_at`)} as "submittedAt"
      from exercise_attempts a where a.user_id = ${userId} and a.organisation_id = ${org} order by a.submitted_at`),
    selectRows<LearnerRecord['reviews'][number]>(db, sql`
      select r.id, r.user_id as "userId", r.card_id as "cardId", r.deck_id as "deckId", r.rating, ${iso(sql`r.reviewed_at`)} as "reviewedAt"
      from flashcard_reviews r where r.user_id = ${userId} and r.organisation_id = ${org} order by r.reviewed_at`),
  ]);
  const quizIds = [...new Set(quizResults.flatMap((row) => row.attempts.map((attempt) => attempt.quizId)))];
  const quizKeys = quizIds.length === 0 ? [] : await readQuizKeys(db, sql`q.organisation_id = ${org} and q.id in (${sql.join(quizIds.map((quizId) => sql`${quizId}`), sql`, `)})`);
  return { person, progress, quizResults, quizKeys, exerciseAttempts, reviews };
}
