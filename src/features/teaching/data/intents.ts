/**
 * The client's half of the teaching intents (issue 16): `quizFeedback.give` and
 * `quizExtension.grant` put their row locally at once (pull later sends the server's); a refusal
 * removes it. Kept tiny: src/app/intents.ts loads it with the page sync on every device.
 */
import { db } from '@/data/db';
import { declareIntent } from '@/data/sync/intents';

export const quizFeedbackGiveIntent = declareIntent('quizFeedback.give', {
  tables: () => [db.quizFeedback],
  rollback: ({ feedbackId }) => db.quizFeedback.delete(feedbackId),
});

export const quizExtensionGrantIntent = declareIntent('quizExtension.grant', {
  tables: () => [db.quizExtensions],
  rollback: ({ extensionId }) => db.quizExtensions.delete(extensionId),
});
