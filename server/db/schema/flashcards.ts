/** Flashcard decks, their cards and a user's reviews of a card (append-only). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    syncVersion: syncVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('flashcard_decks_org_idx').on(t.organisationId)],
);

export const flashcards = pgTable(
  'flashcards',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    deckId: text('deck_id').notNull().references(() => flashcardDecks.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    position: integer('position').notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [index('flashcards_deck_idx').on(t.deckId)],
);

export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    cardId: text('card_id').notNull().references(() => flashcards.id, { onDelete: 'cascade' }),
    deckId: text('deck_id').notNull().references(() => flashcardDecks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 1 again, 2 hard, 3 good, 4 easy. */
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [index('flashcard_reviews_user_deck_idx').on(t.userId, t.deckId), index('flashcard_reviews_user_sync_idx').on(t.userId, t.syncVersion)],
);
