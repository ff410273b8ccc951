/** Practice tables: exercises, decks and cards of openable courses; the caller's own exercise attempts and reviews. */
import { cardRowSchema, deckRowSchema, exerciseAttemptRowSchema, exerciseRowSchema, reviewRowSchema } from '../practice';
import { defineTable } from './table';

const openable = { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' } as const;
const own = { learner: 'own', teacher: 'own', admin: 'own' } as const;

// The server reads these (but cards) from their SQL tables by their declarations (scopeFields).
const ownRows = { user: { column: 'user_id' } } as const;
export const exercisesTable = defineTable({ name: 'exercises', row: exerciseRowSchema, indexes: ['courseId'], scope: openable, scopeFields: { course: 'courseId' } });
export const exerciseAttemptsTable = defineTable({ name: 'exerciseAttempts', row: exerciseAttemptRowSchema, indexes: ['exerciseId'], scope: own, scopeFields: ownRows });
export const decksTable = defineTable({
  name: 'decks', row: deckRowSchema, indexes: ['courseId'], scope: openable, scopeFields: { course: 'courseId' }, sqlTable: 'flashcard_decks',
});
export const cardsTable = defineTable({ name: 'cards', row: cardRowSchema, indexes: ['deckId'], scope: openable });
export const reviewsTable = defineTable({ name: 'reviews', row: reviewRowSchema, indexes: ['cardId'], scope: own, scopeFields: ownRows, sqlTable: 'flashcard_reviews' });
