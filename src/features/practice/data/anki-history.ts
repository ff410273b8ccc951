/**
 * A learner's Anki review history joined to a deck here (issue 50). Each Anki card is looked for
 * among the deck's cards by the id the deck importer gave it: note id from the deck and the note's
 * guid (or the guid itself, for a note that went from here to Anki), then the ordinal (`1`; `r` for
 * the second template of a reversed pair; `c<n>` for cloze n; another template is a note of its own,
 * guid `<guid>/<ord>`; a seeded card, its own note, is its bare id). Every answer becomes a review row with an id derived from the learner, the
 * card and the answer's time, so bringing the same file again adds nothing. FSRS then replays the
 * merged log (flashcard-schedule.ts): each card's kept schedule is replayed with the history in the same write.
 */
import { HISTORY_CHUNK } from '@contract/practice';
import type { AnkiCardHistory, ReviewHistory } from '@/data/anki/review-history';
import { noteIdOfGuid } from '@/data/anki/note-id';
import { putReviews, reviewTables } from '@/data/card-schedules';
import { db, type ReviewRow } from '@/data/db';
import { enqueue } from '@/data/sync/outbox';
import './rollbacks';

/** What bringing a history would do: the new review rows and how many Anki cards found a card here. */
export interface HistoryPlan {
  reviews: ReviewRow[];
  matchedCards: number;
  unmatchedCards: number;
  /** Answers already brought before (same learner, card and time). */
  alreadyHere: number;
}

/** The card ids here that Anki card `card` may be, in the order they are tried. */
export async function candidateCardIds(deckId: string, card: AnkiCardHistory): Promise<string[]> {
  const notes = async (guid: string) => [await noteIdOfGuid(deckId, guid), guid];
  if (card.cloze) return (await notes(card.guid)).map((note) => `${note}:c${card.ord + 1}`);
  // A card published before notes existed (seeded) is its own note and keeps its bare id, which an export names it by.
  if (card.ord === 0) return [...(await notes(card.guid)).map((note) => `${note}:1`), card.guid];
  const reversed = card.ord === 1 ? (await notes(card.guid)).map((note) => `${note}:r`) : [];
  return [...reversed, ...(await notes(`${card.guid}/${card.ord}`)).map((note) => `${note}:1`)];
}

/** A UUID (version 8, RFC 9562) from SHA-256 of `text`: the same text, the same id. */
export async function derivedUuid(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The plan for `history` over deck `deckId`'s `cardIds`, for learner `userId`; answers dated after `now` are left out. */
export async function planHistory(deckId: string, userId: string, cardIds: readonly string[], history: ReviewHistory, known: ReadonlySet<string>, now = Date.now()): Promise<HistoryPlan> {
  const here = new Set(cardIds);
  const plan: HistoryPlan = { reviews: [], matchedCards: 0, unmatchedCards: 0, alreadyHere: 0 };
  for (const card of history.cards) {
    const cardId = (await candidateCardIds(deckId, card)).find((id) => here.has(id));
    if (!cardId) {
      plan.unmatchedCards += 1;
      continue;
    }
    plan.matchedCards += 1;
    for (const answer of card.answers) {
      if (answer.at > now || answer.at < 0) continue;
      const id = await derivedUuid(`anki-history\u0000${userId}\u0000${cardId}\u0000${answer.at}`);
      if (known.has(id)) plan.alreadyHere += 1;
      else plan.reviews.push({ id, cardId, deckId, rating: answer.rating, reviewedAt: new Date(answer.at).toISOString() });
    }
  }
  return plan;
}

/** The ids of the reviews of `cardIds` on this device (an answer brought before is one of them). */
export async function knownReviewIds(cardIds: readonly string[]): Promise<Set<string>> {
  return new Set(await db.reviews.where('cardId').anyOf([...cardIds]).primaryKeys());
}

/** Appends the plan's reviews to the local log and queues them, `HISTORY_CHUNK` a write. */
export async function bringHistory(deckId: string, reviews: readonly ReviewRow[]): Promise<void> {
  for (let at = 0; at < reviews.length; at += HISTORY_CHUNK) {
    const rows = reviews.slice(at, at + HISTORY_CHUNK);
    await enqueue('card.importHistory', {
      deckId,
      reviews: rows.map((r) => ({ reviewId: r.id, cardId: r.cardId, rating: r.rating, reviewedAt: r.reviewedAt })),
    }, { tables: reviewTables(), applyLocally: () => putReviews(rows) });
  }
}
