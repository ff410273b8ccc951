/**
 * Teaching on the wire (issue 16, item 4): a teacher's feedback on a learner's quiz attempt and an
 * extension of a quiz for one learner (a later due date and/or more attempts). Both are write
 * intents (so they work offline and apply once: the id is the client's UUID) and synced tables: a
 * learner pulls only their own rows, a teacher those of the members of the batches they teach.
 */
import { z } from 'zod';
import { clientDateTime, id, isoDateTime, nullableText, withSample } from './fields';

/** The longest feedback text, in characters. */
export const FEEDBACK_MAX_LENGTH = 4000;
/** The most attempts one extension may add. */
export const EXTENSION_MAX_EXTRA_ATTEMPTS = 5;

/** Feedback on one quiz attempt (id = the client's UUID). `userId` is the learner's. */
export const quizFeedbackRowSchema = z.object({
  id,
  attemptId: id,
  quizId: id,
  userId: id,
  authorId: id,
  authorName: nullableText,
  text: z.string(),
  createdAt: isoDateTime,
});
export type QuizFeedbackRow = z.infer<typeof quizFeedbackRowSchema>;

/** An extension of a quiz for one learner: a later due date (null: the quiz's) and attempts added. */
export const quizExtensionRowSchema = z.object({
  id,
  quizId: id,
  userId: id,
  dueAt: isoDateTime.nullable(),
  extraAttempts: z.number().int().min(0),
  grantedBy: id,
  createdAt: isoDateTime,
});
export type QuizExtensionRow = z.infer<typeof quizExtensionRowSchema>;

/** `quizFeedback.give`: feedback text on a learner's graded attempt. */
export const quizFeedbackGiveArgs = z.strictObject({
  feedbackId: z.uuid(),
  attemptId: id,
  text: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
});

/** `quizExtension.grant`: a later due date, more attempts, or both, for `userId` on `quizId`. */
export const quizExtensionGrantArgs = z
  .strictObject({
    extensionId: z.uuid(),
    quizId: id,
    userId: id,
    dueAt: clientDateTime.nullable(),
    extraAttempts: z.int32().min(0).max(EXTENSION_MAX_EXTRA_ATTEMPTS),
  })
  .refine((args) => args.dueAt !== null || args.extraAttempts > 0, 'give a later due date or at least one more attempt');

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
// The attempt is the demo learner's seeded one (server/seed/demo-activity.ts), so the sample applies for their teacher.
withSample(quizFeedbackGiveArgs, () => ({ feedbackId: crypto.randomUUID(), attemptId: '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11', text: 'Well done' }));
withSample(quizExtensionGrantArgs, () => ({ extensionId: crypto.randomUUID(), quizId: 'c5-spreadsheets-quiz', userId: 'u5-learner', dueAt: null, extraAttempts: 1 }));

/** The write intents of teaching, by name, with their args' schemas (spread into contract/intents.ts). */
export const teachingIntentArgs = {
  'quizFeedback.give': quizFeedbackGiveArgs,
  'quizExtension.grant': quizExtensionGrantArgs,
} as const;
