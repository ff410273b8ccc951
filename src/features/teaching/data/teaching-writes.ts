/**
 * A teacher's writes on one learner's record (issue 16, item 4): feedback on a quiz attempt and a
 * quiz extension. Both go through the outbox (they work offline and apply once: the id is a UUID
 * made here); the row appears locally at once and the server's copy replaces it on the next pull.
 */
import type { IntentArgs } from '@contract/sync';
import { db } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';

/** Who writes: the signed-in teacher or admin. */
export interface Author {
  id: string;
  name: string | null;
}

/** Queues feedback `text` on the learner's attempt (of quiz `quizId`, learner `userId`). */
export async function giveFeedback(
  attempt: { id: string; quizId: string; userId: string },
  text: string,
  author: Author,
  now: Date = new Date(),
): Promise<string> {
  const args: IntentArgs<'quizFeedback.give'> = { feedbackId: crypto.randomUUID(), attemptId: attempt.id, text: text.trim() };
  await enqueue('quizFeedback.give', args, {
    tables: [db.quizFeedback],
    applyLocally: () =>
      db.quizFeedback.put({
        id: args.feedbackId,
        attemptId: attempt.id,
        quizId: attempt.quizId,
        userId: attempt.userId,
        authorId: author.id,
        authorName: author.name,
        text: args.text,
        createdAt: now.toISOString(),
      }),
  });
  return args.feedbackId;
}

/** Queues an extension for learner `userId` on quiz `quizId`: a later due date and/or more attempts. */
export async function grantExtension(
  grant: { quizId: string; userId: string; dueAt: string | null; extraAttempts: number },
  author: Author,
  now: Date = new Date(),
): Promise<string> {
  const args: IntentArgs<'quizExtension.grant'> = { extensionId: crypto.randomUUID(), ...grant };
  await enqueue('quizExtension.grant', args, {
    tables: [db.quizExtensions],
    applyLocally: () =>
      db.quizExtensions.put({ id: args.extensionId, ...grant, grantedBy: author.id, createdAt: now.toISOString() }),
  });
  return args.extensionId;
}
