/** Flashcard decks, their cards and a user's reviews of a card (append-only). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeckNote } from '../../../contract/deck-authoring';
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
    /** The notes as the editor published them; null: never published from the editor (its cards are its notes). */
    notes: jsonb('notes').$type<DeckNote[]>(),
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
    /** The note it comes from (null: a card older than the editor, its own note) and its ordinal in it (`1`, `r`, `c2`). */
    noteId: text('note_id'),
    ordinal: text('ordinal').notNull().default('1'),
    kind: text('kind', { enum: ['basic', 'cloze'] }).notNull().default('basic'),
    /** 'html': front and back are card HTML (contract/cloze.ts); 'text': plain text. */
    format: text('format', { enum: ['text', 'html'] }).notNull().default('text'),
    /** No longer produced by its note: kept for its reviews, not sent to learners. */
    archived: boolean('archived').notNull().default(false),
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
