/**
 * `quizFeedback.give`: stores a teacher's feedback on a learner's graded attempt. The id is the
 * client's UUID, so a replay of the same intent is stored once.
 */
import { eq, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { quizFeedback } from '../../db/schema';
import { refuse } from '../../http/problem';
import { assertMay } from '../../auth/policy';
import { teachingPolicy } from './policy';

/** Stores the feedback, or refuses it (403 not the learner's teacher, 409 the id is someone else's). */
export async function giveQuizFeedback(db: Database, caller: Caller, args: MutationArgs<'quizFeedback.give'>): Promise<void> {
  const [attempt] = await selectRows<{ quizId: string; userId: string }>(db, sql`
    select quiz_id as "quizId", user_id as "userId" from quiz_attempts
    where id = ${args.attemptId} and organisation_id = ${caller.organisationId}`);
  if (!attempt) throw refuse(403, 'not-your-learner');
  await assertMay(teachingPolicy, db, caller, 'quiz.feedback', attempt);
  const [existing] = await db.select({ authorId: quizFeedback.authorId }).from(quizFeedback).where(eq(quizFeedback.id, args.feedbackId));
  if (existing) {
    if (existing.authorId === caller.id) return;
    throw refuse(409, 'feedback-id-taken');
  }
  await db.insert(quizFeedback).values({
    id: args.feedbackId,
    organisationId: caller.organisationId,
    attemptId: args.attemptId,
    quizId: attempt.quizId,
    userId: attempt.userId,
    authorId: caller.id,
    text: args.text,
  });
}
