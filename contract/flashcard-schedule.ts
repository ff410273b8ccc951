/**
 * Flashcard scheduling by replay (DESIGN §2.7): a card's state is never stored, it is computed by
 * running the card's whole review log, sorted by (reviewedAt, reviewId), through FSRS (`ts-fsrs`,
 * fuzz off so the result is deterministic). Two devices that reviewed offline hold the same merged
 * log after both sync, so they compute the same schedule whatever order the reviews arrived in.
 */
import { createEmptyCard, fsrs, State, type Card, type Grade } from 'ts-fsrs';

/** What replay needs of a review. */
export interface ReviewEntry {
  id: string;
  cardId: string;
  /** 1 again, 2 hard, 3 good, 4 easy. */
  rating: number;
  reviewedAt: string;
}

/** The four answers of a study session, by rating. */
export const RATINGS = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;

const scheduler = fsrs({ enable_fuzz: false });

/** A card that was never reviewed: due at once (created at the epoch so replay is deterministic). */
const newCard = (): Card => createEmptyCard(new Date(0));

/** Total order of reviews: by time, then by id, so equal times never depend on arrival order. */
export function compareReviews(a: ReviewEntry, b: ReviewEntry): number {
  const byTime = Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The union of review logs (a review is the same review wherever it came from: keyed by id), sorted. */
export function mergeReviewLogs<R extends ReviewEntry>(...logs: R[][]): R[] {
  const byId = new Map<string, R>();
  for (const log of logs) for (const review of log) if (!byId.has(review.id)) byId.set(review.id, review);
  return [...byId.values()].sort(compareReviews);
}

/** The FSRS state of one card after replaying `reviews` (only its own are used, in total order). */
export function replayCard(cardId: string, reviews: readonly ReviewEntry[]): Card {
  const own = reviews.filter((r) => r.cardId === cardId).sort(compareReviews);
  return own.reduce((card, review) => {
    const rating = Math.min(4, Math.max(1, Math.round(review.rating))) as Grade;
    return scheduler.next(card, new Date(review.reviewedAt), rating).card;
  }, newCard());
}

/** Every card's state, replayed from one pass over the log. */
export function replayAll(cardIds: readonly string[], reviews: readonly ReviewEntry[]): Map<string, Card> {
  const byCard = new Map<string, ReviewEntry[]>(cardIds.map((id) => [id, []]));
  for (const review of reviews) byCard.get(review.cardId)?.push(review);
  return new Map([...byCard].map(([id, own]) => [id, replayCard(id, own)]));
}

/** Whether a card (as replayed) is due at `now`; a new card always is. */
export function isDue(card: Card, now: Date): boolean {
  return card.state === State.New || card.due.getTime() <= now.getTime();
}

/** How many cards of each deck are due at `now`, by deck id (decks without due cards are 0). */
export function dueCountsByDeck(
  cards: readonly { id: string; deckId: string }[],
  reviews: readonly ReviewEntry[],
  now: Date,
): Map<string, number> {
  const states = replayAll(cards.map((c) => c.id), reviews);
  const counts = new Map<string, number>();
  for (const card of cards) {
    const due = isDue(states.get(card.id) ?? newCard(), now) ? 1 : 0;
    counts.set(card.deckId, (counts.get(card.deckId) ?? 0) + due);
  }
  return counts;
}

/** The cards of a deck due at `now`, the longest overdue first (then by position). */
export function dueQueue<C extends { id: string; position: number }>(cards: readonly C[], reviews: readonly ReviewEntry[], now: Date): C[] {
  const states = replayAll(cards.map((c) => c.id), reviews);
  const dueAt = (c: C) => states.get(c.id)?.due.getTime() ?? 0;
  return cards
    .filter((c) => isDue(states.get(c.id) ?? newCard(), now))
    .sort((a, b) => dueAt(a) - dueAt(b) || a.position - b.position);
}

/** When the next card of `cards` falls due after `now`, or null if none is scheduled. */
export function nextDueAt(cards: readonly { id: string }[], reviews: readonly ReviewEntry[], now: Date): Date | null {
  const later = [...replayAll(cards.map((c) => c.id), reviews).values()].map((c) => c.due.getTime()).filter((t) => t > now.getTime());
  return later.length ? new Date(Math.min(...later)) : null;
}
