/**
 * The client's half of the teaching intents (issue 16): `quizFeedback.give` and
 * `quizExtension.grant` put their row locally at once (pull later sends the server's); a refusal
 * removes it. Kept tiny: src/app/intents.ts loads it with the page sync on every device.
 */
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';

const quizFeedbackGiveIntent = declareIntent('quizFeedback.give', {
  tables: () => [db.quizFeedback],
  rollback: ({ feedbackId }) => db.quizFeedback.delete(feedbackId),
});

const quizExtensionGrantIntent = declareIntent('quizExtension.grant', {
  tables: () => [db.quizExtensions],
  rollback: ({ extensionId }) => db.quizExtensions.delete(extensionId),
});

/** The intents of teaching, for the app's list (src/app/intents.ts). */
export const teachingIntents = intentGroup(quizFeedbackGiveIntent, quizExtensionGrantIntent);
