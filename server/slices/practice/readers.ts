/**
 * Practice's `cards` (issue 7, part B): of decks of courses the caller may open, not archived. The
 * other practice tables (`exercises`, `decks`, and the caller's own `exerciseAttempts` and
 * `reviews`) are read by their declarations (contract/tables/practice.ts).
 */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import { changedRows, type TableReader } from '../../sync/tables/table';

export const cardsTable: TableReader = {
  name: 'cards',
  put: (db, ctx) => selectRows(db, sql`
    select f.id, f.deck_id as "deckId", f.front, f.back, f.position, f.format
    from flashcards f join flashcard_decks d on d.id = f.deck_id
    where ${ctx.inScope({ organisation: sql`f.organisation_id`, course: sql`d.course_id` })} and f.sync_version > ${ctx.since} and not f.archived`),
  changed: changedRows('flashcards', 'organisation'),
};
