// Flashcard scheduling by replaying the review log through FSRS (ts-fsrs), and the due counts.
import { expect, test } from 'vitest';
import { State } from 'ts-fsrs';
import { compareReviews, dueCountsByDeck, dueQueue, mergeReviewLogs, nextDueAt, replayCard } from '@/features/practice/data/schedule';

const review = (id: string, cardId: string, rating: number, reviewedAt: string) => ({ id, cardId, rating, reviewedAt });
const day = (n: number, time = '09:00:00') => `2026-11-${String(n).padStart(2, '0')}T${time}.000Z`;

test('a card never reviewed is new and due at once', () => {
  const card = replayCard('c1', []);
  expect(card.state).toBe(State.New);
  expect(card.reps).toBe(0);
  expect(dueQueue([{ id: 'c1', position: 1 }], [], new Date(day(1))).map((c) => c.id)).toEqual(['c1']);
});

test('replay applies each rating at its own time: Good twice moves the card to review days later', () => {
  const log = [review('r1', 'c1', 3, day(1)), review('r2', 'c1', 3, day(1, '09:10:00'))];
  const card = replayCard('c1', log);
  expect(card.reps).toBe(2);
  expect(card.state).toBe(State.Review);
  expect(card.due.getTime()).toBeGreaterThan(Date.parse(day(2)));
  expect(card.last_review?.toISOString()).toBe(day(1, '09:10:00'));
});

test('Again puts a learnt card back into relearning and counts a lapse; Easy schedules further than Hard', () => {
  const learnt = [review('r1', 'c1', 3, day(1)), review('r2', 'c1', 3, day(1, '09:10:00'))];
  const lapsed = replayCard('c1', [...learnt, review('r3', 'c1', 1, day(10))]);
  expect(lapsed.state).toBe(State.Relearning);
  expect(lapsed.lapses).toBe(1);
  const hard = replayCard('c1', [...learnt, review('r3', 'c1', 2, day(10))]);
  const easy = replayCard('c1', [...learnt, review('r3', 'c1', 4, day(10))]);
  expect(easy.due.getTime()).toBeGreaterThan(hard.due.getTime());
});

test('the log order does not matter: replay sorts by time, then by review id', () => {
  const log = [review('r2', 'c1', 1, day(3)), review('r1', 'c1', 3, day(1)), review('r0', 'c1', 4, day(3))];
  const reversed = [...log].reverse();
  expect(replayCard('c1', log)).toEqual(replayCard('c1', reversed));
  // Equal times: the smaller id goes first.
  expect([...log].sort(compareReviews).map((r) => r.id)).toEqual(['r1', 'r0', 'r2']);
  // Other cards' reviews are ignored.
  expect(replayCard('c1', [...log, review('x', 'c2', 1, day(2))])).toEqual(replayCard('c1', log));
});

test('merging logs keeps one copy of a review that both sides hold', () => {
  const a = [review('r1', 'c1', 3, day(1)), review('r2', 'c1', 1, day(2))];
  const b = [review('r2', 'c1', 1, day(2)), review('r3', 'c1', 4, day(3))];
  expect(mergeReviewLogs(a, b).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
});

test('due counts per deck: new cards and cards whose due date passed', () => {
  const cards = [{ id: 'a1', deckId: 'A' }, { id: 'a2', deckId: 'A' }, { id: 'b1', deckId: 'B' }];
  const log = [review('r1', 'a1', 4, day(1)), review('r2', 'b1', 4, day(1))];
  const soon = dueCountsByDeck(cards, log, new Date(day(1, '10:00:00')));
  expect(Object.fromEntries(soon)).toEqual({ A: 1, B: 0 });
  const later = dueCountsByDeck(cards, log, new Date('2027-06-01T00:00:00Z'));
  expect(Object.fromEntries(later)).toEqual({ A: 2, B: 1 });
  expect(nextDueAt([{ id: 'b1' }], log, new Date(day(1, '10:00:00')))?.getTime()).toBe(replayCard('b1', log).due.getTime());
});
