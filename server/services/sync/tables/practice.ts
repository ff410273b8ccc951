/**
 * Practice tables (issue 7, part B): `exercises` with their answers (practice checks itself on the
 * device), `decks` and `cards` — only of courses the caller may open — and the caller's own
 * `exerciseAttempts` and flashcard `reviews` (append-only; a card's schedule is replayed from them).
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { openableCourseIds } from '../../course-access';
import { changedRows, iso, ownTombstones, type PullTable } from './table';

export const exercisesTable: PullTable = {
  name: 'exercises',
  put: (db, { caller, since }) => selectRows(db, sql`
    select x.id, x.course_id as "courseId", x.title, x.instructions, x.items, x.mastery, ${iso(sql`x.updated_at`)} as "updatedAt"
    from exercises x
    where x.organisation_id = ${caller.organisationId} and x.sync_version > ${since}
      and x.course_id in (${openableCourseIds(caller)})`),
  changed: changedRows('exercises', 'organisation'),
  del: ownTombstones('exercises'),
};

export const exerciseAttemptsTable: PullTable = {
  name: 'exerciseAttempts',
  put: (db, { caller, since }) => selectRows(db, sql`
    select a.id, a.exercise_id as "exerciseId", a.answers, a.correct, a.total, ${iso(sql`a.submitted_at`)} as "submittedAt"
    from exercise_attempts a
    where a.user_id = ${caller.id} and a.organisation_id = ${caller.organisationId} and a.sync_version > ${since}`),
  changed: changedRows('exercise_attempts', 'own'),
  del: ownTombstones('exerciseAttempts'),
};

export const decksTable: PullTable = {
  name: 'decks',
  put: (db, { caller, since }) => selectRows(db, sql`
    select d.id, d.course_id as "courseId", d.title, d.description, ${iso(sql`d.updated_at`)} as "updatedAt"
    from flashcard_decks d
    where d.organisation_id = ${caller.organisationId} and d.sync_version > ${since}
      and d.course_id in (${openableCourseIds(caller)})`),
  changed: changedRows('flashcard_decks', 'organisation'),
  del: ownTombstones('decks'),
};

export const cardsTable: PullTable = {
  name: 'cards',
  put: (db, { caller, since }) => selectRows(db, sql`
    select f.id, f.deck_id as "deckId", f.front, f.back, f.position, f.format
    from flashcards f join flashcard_decks d on d.id = f.deck_id
    where f.organisation_id = ${caller.organisationId} and f.sync_version > ${since} and not f.archived
      and d.course_id in (${openableCourseIds(caller)})`),
  changed: changedRows('flashcards', 'organisation'),
  del: ownTombstones('cards'),
};

export const reviewsTable: PullTable = {
  name: 'reviews',
  put: (db, { caller, since }) => selectRows(db, sql`
    select r.id, r.card_id as "cardId", r.deck_id as "deckId", r.rating, ${iso(sql`r.reviewed_at`)} as "reviewedAt"
    from flashcard_reviews r
    where r.user_id = ${caller.id} and r.organisation_id = ${caller.organisationId} and r.sync_version > ${since}`),
  changed: changedRows('flashcard_reviews', 'own'),
  del: ownTombstones('reviews'),
};
