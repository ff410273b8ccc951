/**
 * Practice tables (issue 7, part B): `exercises` with their answers (practice checks itself on the
 * device), `decks` and `cards` — only of courses the caller may open — and the caller's own
 * `exerciseAttempts` and flashcard `reviews` (append-only; a card's schedule is replayed from them).
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { changedRows, iso, type TableReader } from './table';

export const exercisesTable: TableReader = {
  name: 'exercises',
  put: (db, ctx) => selectRows(db, sql`
    select x.id, x.course_id as "courseId", x.title, x.instructions, x.items, x.mastery, ${iso(sql`x.updated_at`)} as "updatedAt"
    from exercises x
    where ${ctx.inScope({ organisation: sql`x.organisation_id`, course: sql`x.course_id` })} and x.sync_version > ${ctx.since}`),
  changed: changedRows('exercises', 'organisation'),
};

export const exerciseAttemptsTable: TableReader = {
  name: 'exerciseAttempts',
  put: (db, ctx) => selectRows(db, sql`
    select a.id, a.exercise_id as "exerciseId", a.answers, a.correct, a.total, ${iso(sql`a.submitted_at`)} as "submittedAt"
    from exercise_attempts a
    where ${ctx.inScope({ organisation: sql`a.organisation_id`, user: sql`a.user_id` })} and a.sync_version > ${ctx.since}`),
  changed: changedRows('exercise_attempts', 'own'),
};

export const decksTable: TableReader = {
  name: 'decks',
  put: (db, ctx) => selectRows(db, sql`
    select d.id, d.course_id as "courseId", d.title, d.description, ${iso(sql`d.updated_at`)} as "updatedAt"
    from flashcard_decks d
    where ${ctx.inScope({ organisation: sql`d.organisation_id`, course: sql`d.course_id` })} and d.sync_version > ${ctx.since}`),
  changed: changedRows('flashcard_decks', 'organisation'),
};

export const cardsTable: TableReader = {
  name: 'cards',
  put: (db, ctx) => selectRows(db, sql`
    select f.id, f.deck_id as "deckId", f.front, f.back, f.position, f.format
    from flashcards f join flashcard_decks d on d.id = f.deck_id
    where ${ctx.inScope({ organisation: sql`f.organisation_id`, course: sql`d.course_id` })} and f.sync_version > ${ctx.since} and not f.archived`),
  changed: changedRows('flashcards', 'organisation'),
};

export const reviewsTable: TableReader = {
  name: 'reviews',
  put: (db, ctx) => selectRows(db, sql`
    select r.id, r.card_id as "cardId", r.deck_id as "deckId", r.rating, ${iso(sql`r.reviewed_at`)} as "reviewedAt"
    from flashcard_reviews r
    where ${ctx.inScope({ organisation: sql`r.organisation_id`, user: sql`r.user_id` })} and r.sync_version > ${ctx.since}`),
  changed: changedRows('flashcard_reviews', 'own'),
};
