/** Practice tables: exercises, decks and cards of openable courses; the caller's own exercise attempts and reviews. */
import { cardRowSchema, deckRowSchema, exerciseAttemptRowSchema, exerciseRowSchema, reviewRowSchema } from '../practice';
import { defineTable } from './table';

const openable = { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' } as const;
const own = { learner: 'own', teacher: 'own', admin: 'own' } as const;

export const exercisesTable = defineTable({ name: 'exercises', row: exerciseRowSchema, indexes: ['courseId'], scope: openable });
export const exerciseAttemptsTable = defineTable({ name: 'exerciseAttempts', row: exerciseAttemptRowSchema, indexes: ['exerciseId'], scope: own });
export const decksTable = defineTable({ name: 'decks', row: deckRowSchema, indexes: ['courseId'], scope: openable });
export const cardsTable = defineTable({ name: 'cards', row: cardRowSchema, indexes: ['deckId'], scope: openable });
export const reviewsTable = defineTable({ name: 'reviews', row: reviewRowSchema, indexes: ['cardId'], scope: own });
