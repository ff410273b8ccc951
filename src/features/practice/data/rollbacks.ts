/**
 * The client's half of the practice intents: a review or attempt the server refuses for good (the
 * course closed to the learner, the card or exercise removed) leaves the device. Imported by the
 * write modules and by the app's intent map, so it holds before any screen loads.
 */
import { deleteReviews, reviewTables } from '@/data/card-schedules';
import { db } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';

const cardReviewIntent = declareIntent('card.review', { tables: reviewTables, rollback: (args) => deleteReviews([args.reviewId]) });
const cardImportHistoryIntent = declareIntent('card.importHistory', {
  tables: reviewTables,
  rollback: (args) => deleteReviews(args.reviews.map((r) => r.reviewId)),
});
const exerciseSubmitIntent = declareIntent('exercise.submit', {
  tables: () => [db.exerciseAttempts],
  rollback: (args) => db.exerciseAttempts.delete(args.attemptId),
});

/** The intents of practice, for the app's list (src/app/intents.ts). */
export const practiceIntents = intentGroup(cardReviewIntent, cardImportHistoryIntent, exerciseSubmitIntent);
