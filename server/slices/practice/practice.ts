/**
 * Practice writes (issue 7, part B): exercise attempts and flashcard reviews, both append-only with
 * client UUIDs, so a retried push (even from another device or a new client id) is stored once.
 * Only for exercises and decks of courses the caller may open. The server recounts an exercise
 * attempt from the stored answers rather than trusting the device's count.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scoreExercise } from '../../../contract/exercise-check';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { exerciseAttempts, flashcardReviews, flashcards, type ExerciseItem } from '../../db/schema';
import { refuse } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';

/** A device clock ahead of the server must not put a review or an attempt in the future. */
const notAfterNow = (isoTime: string) => new Date(Math.min(Date.parse(isoTime), Date.now()));

/** Stores an exercise attempt of the caller; 404, naming nothing, for an unknown exercise or one of a course they may not open. */
export async function recordExerciseAttempt(db: Database, caller: Caller, args: MutationArgs<'exercise.submit'>): Promise<void> {
  const [exercise] = await selectRows<{ items: ExerciseItem[]; open: boolean }>(db, sql`
    select x.items, coalesce(x.course_id in (${openableCourseIds(caller)}), false) as open
    from exercises x where x.id = ${args.exerciseId} and x.organisation_id = ${caller.organisationId}`);
  if (!exercise?.open) throw refuse(404, 'exercise-unavailable');
  const { correct, total } = scoreExercise(exercise.items, args.answers);
  await db.insert(exerciseAttempts).values({
    id: args.attemptId,
    organisationId: caller.organisationId,
    exerciseId: args.exerciseId,
    userId: caller.id,
    answers: args.answers,
    correct,
    total,
    submittedAt: notAfterNow(args.submittedAt),
  }).onConflictDoNothing({ target: exerciseAttempts.id });
}

/** Appends a flashcard review of the caller; 404, naming nothing, for an unknown card (or one not in that deck) or one of a course they may not open. */
export async function recordCardReview(db: Database, caller: Caller, args: MutationArgs<'card.review'>): Promise<void> {
  const [card] = await selectRows<{ open: boolean }>(db, sql`
    select coalesce(d.course_id in (${openableCourseIds(caller)}), false) as open
    from flashcards f join flashcard_decks d on d.id = f.deck_id
    where f.id = ${args.cardId} and f.deck_id = ${args.deckId} and f.organisation_id = ${caller.organisationId}`);
  if (!card?.open) throw refuse(404, 'card-unavailable');
  await db.insert(flashcardReviews).values({
    id: args.reviewId,
    organisationId: caller.organisationId,
    cardId: args.cardId,
    deckId: args.deckId,
    userId: caller.id,
    rating: args.rating,
    reviewedAt: notAfterNow(args.reviewedAt),
  }).onConflictDoNothing({ target: flashcardReviews.id });
}

/**
 * Appends the caller's earlier reviews of cards of one deck (`card.importHistory`, issue 50: their
 * Anki history). The whole write is refused (404, naming nothing) unless the deck is of a course the
 * caller may open and every card is in that deck (archived cards included: their reviews stay attached);
 * a review later than now is refused (422). Review ids already stored are left as they are.
 */
export async function importCardHistory(db: Database, caller: Caller, args: MutationArgs<'card.importHistory'>): Promise<void> {
  const refused = () => refuse(404, 'deck-unavailable');
  const [deck] = await selectRows<{ open: boolean }>(db, sql`
    select coalesce(d.course_id in (${openableCourseIds(caller)}), false) as open
    from flashcard_decks d where d.id = ${args.deckId} and d.organisation_id = ${caller.organisationId}`);
  if (!deck?.open) throw refused();
  const wanted = [...new Set(args.reviews.map((r) => r.cardId))];
  const found = await db.select({ id: flashcards.id }).from(flashcards)
    .where(and(eq(flashcards.deckId, args.deckId), eq(flashcards.organisationId, caller.organisationId), inArray(flashcards.id, wanted)));
  if (found.length !== wanted.length) throw refused();
  const now = Date.now() + 60_000;
  if (args.reviews.some((r) => Date.parse(r.reviewedAt) > now)) throw refuse(422, 'review-in-future');
  await db.insert(flashcardReviews).values(args.reviews.map((r) => ({
    id: r.reviewId,
    organisationId: caller.organisationId,
    cardId: r.cardId,
    deckId: args.deckId,
    userId: caller.id,
    rating: r.rating,
    reviewedAt: new Date(r.reviewedAt),
  }))).onConflictDoNothing({ target: flashcardReviews.id });
}
