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

/**
 * The state of `card` after one more review, `review` coming after every review folded into it
 * (replay is these steps from a new card, so a state kept on a device steps on the same way).
 * `card` is the state before: undefined for a card never reviewed.
 */
export function stepCard(card: Card | undefined, review: Pick<ReviewEntry, 'rating' | 'reviewedAt'>): Card {
  const rating = Math.min(4, Math.max(1, Math.round(review.rating))) as Grade;
  return scheduler.next(card ?? newCard(), new Date(review.reviewedAt), rating).card;
}

/** The FSRS state of one card after replaying `reviews` (only its own are used, in total order). */
export function replayCard(cardId: string, reviews: readonly ReviewEntry[]): Card {
  const own = reviews.filter((r) => r.cardId === cardId).sort(compareReviews);
  return own.reduce<Card>((card, review) => stepCard(card, review), newCard());
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

/** Each card's state by id, as replayed or as kept on the device; a card missing is new. */
export type CardStates = ReadonlyMap<string, Card>;

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
  return dueQueueOf(cards, replayAll(cards.map((c) => c.id), reviews), now);
}

/** {@link dueQueue} from the cards' states (`states`) rather than their log. */
export function dueQueueOf<C extends { id: string; position: number }>(cards: readonly C[], states: CardStates, now: Date): C[] {
  const dueAt = (c: C) => states.get(c.id)?.due.getTime() ?? 0;
  return cards
    .filter((c) => isDue(states.get(c.id) ?? newCard(), now))
    .sort((a, b) => dueAt(a) - dueAt(b) || a.position - b.position);
}

/** When the next card of `cards` falls due after `now`, or null if none is scheduled. */
export function nextDueAt(cards: readonly { id: string }[], reviews: readonly ReviewEntry[], now: Date): Date | null {
  return nextDueAtOf(cards, replayAll(cards.map((c) => c.id), reviews), now);
}

/** {@link nextDueAt} from the cards' states (`states`, a card missing is new) rather than their log. */
export function nextDueAtOf(cards: readonly { id: string }[], states: CardStates, now: Date): Date | null {
  const later = cards.map((c) => (states.get(c.id) ?? newCard()).due.getTime()).filter((t) => t > now.getTime());
  return later.length ? new Date(Math.min(...later)) : null;
}
