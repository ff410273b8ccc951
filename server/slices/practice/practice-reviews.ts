/**
 * A run of `card.review` writes of one push applied set-based (issue 55): one access check for the
 * distinct cards the run names and one insert for the reviews allowed, with the same answers as
 * `recordCardReview` applied one by one (practice.ts).
 */
import { sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { flashcardReviews } from '../../db/schema';
import { refuse, type HttpError } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';

/** Each review's refusal (404 `card-unavailable`, as alone) or undefined once stored; a review id already stored is left as it is. */
export async function recordCardReviews(db: Database, caller: Caller, reviews: MutationArgs<'card.review'>[]): Promise<(HttpError | undefined)[]> {
  const pairs = [...new Map(reviews.map((r) => [`${r.cardId}\n${r.deckId}`, r])).values()];
  const open = await selectRows<{ cardId: string; deckId: string }>(db, sql`
    select f.id as "cardId", f.deck_id as "deckId"
    from unnest(${sql.param(pairs.map((r) => r.cardId))}::text[], ${sql.param(pairs.map((r) => r.deckId))}::text[]) as w(card_id, deck_id)
    join flashcards f on f.id = w.card_id and f.deck_id = w.deck_id and f.organisation_id = ${caller.organisationId}
    join flashcard_decks d on d.id = f.deck_id
    where d.course_id in (${openableCourseIds(caller)})`);
  const allowed = new Set(open.map((row) => `${row.cardId}\n${row.deckId}`));
  const outcomes = reviews.map((r) => (allowed.has(`${r.cardId}\n${r.deckId}`) ? undefined : refuse(404, 'card-unavailable')));
  // The first of a repeated review id is the one stored, as when they are applied in turn.
  const seen = new Set<string>();
  const rows = reviews.filter((r, i) => !outcomes[i] && !seen.has(r.reviewId) && seen.add(r.reviewId));
  if (rows.length === 0) return outcomes;
  // A device clock ahead of the server must not put a review in the future.
  const now = Date.now();
  await db.execute(sql`
    insert into ${flashcardReviews} (id, organisation_id, card_id, deck_id, user_id, rating, reviewed_at)
    select w.id, ${caller.organisationId}, w.card_id, w.deck_id, ${caller.id}, w.rating, w.reviewed_at
    from unnest(${sql.param(rows.map((r) => r.reviewId))}::text[], ${sql.param(rows.map((r) => r.cardId))}::text[],
      ${sql.param(rows.map((r) => r.deckId))}::text[], ${sql.param(rows.map((r) => r.rating))}::integer[],
      ${sql.param(rows.map((r) => new Date(Math.min(Date.parse(r.reviewedAt), now)).toISOString()))}::timestamptz[])
      as w(id, card_id, deck_id, rating, reviewed_at)
    on conflict (id) do nothing`);
  return outcomes;
}
