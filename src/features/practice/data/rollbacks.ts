/**
 * Undoing practice writes the server refuses for good (the course closed to the learner, the card
 * or exercise removed): the optimistic review or attempt leaves the device. Imported by the write
 * modules; the app may also import it when it starts the sync, so it holds before any screen loads.
 */
import { db } from '@/data/db';
import { registerRollback } from '@/data/sync/rollbacks';

registerRollback('card.review', { tables: () => [db.reviews], undo: (args) => db.reviews.delete(args.reviewId) });
registerRollback('exercise.submit', { tables: () => [db.exerciseAttempts], undo: (args) => db.exerciseAttempts.delete(args.attemptId) });
