/**
 * Practice on the server (issue 7, part B): what pull sends of exercises, decks, cards, attempts and
 * reviews (only courses the caller may open, only their own attempts and reviews), and the
 * `exercise.submit` and `card.review` intents (recounted, idempotent on their UUIDs, access-checked).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contract/sync';
import { selectRows } from '../../server/db/rows';
import { replayCard, type ReviewEntry } from '../../src/features/practice/data/schedule';
import { pull, push, putIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  [learner, admin] = await Promise.all([signIn('learner@demo.test'), signIn('admin@demo.test')]);
});
afterAll(() => server?.close());

/** A device of the demo learner: its own client id and mutation ids. */
function device(token = () => learner) {
  const clientId = randomUUID();
  let nextId = 1;
  return {
    clientId,
    send: async (name: string, args: unknown) => (await push(server, token(), clientId, [{ id: nextId++, name, args }])).body.results[0]!,
    pull: (cursor?: string) => pull(server, token(), clientId, cursor),
  };
}

const review = (cardId: string, rating: number, reviewedAt: string, deckId = 'c5-spreadsheets-deck') =>
  ({ reviewId: randomUUID(), cardId, deckId, rating, reviewedAt });
const reviewsOf = (answer: PullResponse, cardId: string) =>
  (answer.changes.reviews?.put ?? []).filter((r) => r.cardId === cardId) as unknown as ReviewEntry[];

describe('pull', () => {
  it('sends a learner the exercises (answers included), decks and cards of courses they may open only', async () => {
    const answer = await device().pull();
    expect(putIds(answer, 'exercises').sort()).toEqual(['c5-python-exercise', 'c5-spreadsheets-exercise', 'c5-writing-exercise']);
    const exercise = answer.changes.exercises!.put.find((x) => x.id === 'c5-spreadsheets-exercise')!;
    expect((exercise.items as { kind?: string; answer: string[] }[]).slice(3)).toMatchObject([
      { kind: 'choice', answer: ['COUNTIF'] },
      { kind: 'order', answer: ['Type =SUM(', 'Select B2:B5 and type )', 'Press Enter'] },
    ]);
    // c5-data waits for an administrator (request mode): neither its deck nor its cards come through.
    expect(putIds(answer, 'decks').sort()).toEqual(['c5-finance-deck', 'c5-python-deck', 'c5-spreadsheets-deck']);
    expect(putIds(answer, 'cards').filter((id) => id.startsWith('c5-spreadsheets-deck'))).toHaveLength(6);
    expect(putIds(answer, 'cards').some((id) => id.startsWith('c5-data') || id.startsWith('c7'))).toBe(false);
  });

  it("sends only the caller's own attempts and reviews", async () => {
    const answer = await device().pull();
    expect(putIds(answer, 'exerciseAttempts')).toEqual(['1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9']);
    expect(answer.changes.reviews!.put).toHaveLength(3);
    const adminAnswer = await device(() => admin).pull();
    expect(adminAnswer.changes.reviews?.put ?? []).toEqual([]);
    expect(putIds(adminAnswer, 'decks')).toContain('c5-data-deck');
  });

  it('sends a removed card as a deletion', async () => {
    const d = device();
    const { cursor } = await d.pull();
    await server.db.execute(sql`insert into flashcards (id, organisation_id, deck_id, front, back, position)
      values ('c5-finance-deck-extra', '5', 'c5-finance-deck', 'APR', 'Annual percentage rate.', 99)`);
    expect(putIds(await d.pull(cursor), 'cards')).toEqual(['c5-finance-deck-extra']);
    const before = (await d.pull()).cursor;
    await server.db.execute(sql`delete from flashcards where id = 'c5-finance-deck-extra'`);
    expect((await d.pull(before)).changes.cards?.del).toEqual(['c5-finance-deck-extra']);
  });
});

describe('card.review', () => {
  it('stores a review once however often it is pushed, from whichever client', async () => {
    const a = device();
    const args = review('c5-spreadsheets-deck-card4', 3, '2026-11-22T08:00:00.000Z');
    expect(await a.send('card.review', args)).toMatchObject({ status: 'applied' });
    expect(await a.send('card.review', args)).toMatchObject({ status: 'applied' });
    expect(await device().send('card.review', args)).toMatchObject({ status: 'applied' });
    const rows = reviewsOf(await a.pull(), 'c5-spreadsheets-deck-card4');
    expect(rows).toEqual([{ id: args.reviewId, cardId: 'c5-spreadsheets-deck-card4', deckId: 'c5-spreadsheets-deck', rating: 3, reviewedAt: '2026-11-22T08:00:00.000Z' }]);
  });

  it('refuses a card of a course the learner may not open, of another organisation, or not in the named deck', async () => {
    const d = device();
    expect(await d.send('card.review', review('c5-data-deck-card1', 3, '2026-11-22T08:00:00Z', 'c5-data-deck')))
      .toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
    expect(await d.send('card.review', review('c7-marine-biology-deck-card1', 3, '2026-11-22T08:00:00Z', 'c7-marine-biology-deck')))
      .toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
    expect(await d.send('card.review', review('c5-finance-deck-card1', 3, '2026-11-22T08:00:00Z')))
      .toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
    const stored = await selectRows<{ n: number }>(server.db, sql`
      select count(*)::int as n from flashcard_reviews
      where card_id in ('c5-data-deck-card1', 'c5-finance-deck-card1') and user_id = 'u5-learner'`);
    expect(stored).toEqual([{ n: 0 }]);
  });

  it('two devices that reviewed offline converge on the merged log, whichever pushed first', async () => {
    for (const [cardId, firstIsA] of [['c5-spreadsheets-deck-card5', true], ['c5-spreadsheets-deck-card6', false]] as const) {
      const a = device();
      const b = device();
      const fromA = [review(cardId, 3, '2026-11-21T09:00:00.000Z'), review(cardId, 4, '2026-11-23T09:00:00.000Z')];
      const fromB = [review(cardId, 1, '2026-11-21T09:00:00.000Z'), review(cardId, 3, '2026-11-22T09:00:00.000Z')];
      const [first, second] = firstIsA ? [[a, fromA], [b, fromB]] as const : [[b, fromB], [a, fromA]] as const;
      for (const args of first[1]) await first[0].send('card.review', args);
      for (const args of second[1]) await second[0].send('card.review', args);
      const [logA, logB] = [reviewsOf(await a.pull(), cardId), reviewsOf(await b.pull(), cardId)];
      expect(logA.map((r) => r.id).sort()).toEqual([...fromA, ...fromB].map((r) => r.reviewId).sort());
      expect(replayCard(cardId, logA)).toEqual(replayCard(cardId, logB));
      expect(replayCard(cardId, logA).reps).toBe(4);
    }
  });
});

describe('exercise.submit', () => {
  const answers = [
    { qstnId: 'c5-spreadsheets-exercise-i1', answer: '18' },
    { qstnId: 'c5-spreadsheets-exercise-i2', answer: '7' },
    { qstnId: 'c5-spreadsheets-exercise-i4', answer: 'COUNTIF' },
    { qstnId: 'c5-spreadsheets-exercise-i5', answer: ['Type =SUM(', 'Select B2:B5 and type )', 'Press Enter'] },
  ];

  it('stores the attempt once, counted by the server rather than the device', async () => {
    const d = device();
    const args = { attemptId: randomUUID(), exerciseId: 'c5-spreadsheets-exercise', answers, correct: 5, total: 5, submittedAt: '2026-11-22T10:00:00.000Z' };
    expect(await d.send('exercise.submit', args)).toMatchObject({ status: 'applied' });
    expect(await device().send('exercise.submit', args)).toMatchObject({ status: 'applied' });
    const rows = (await d.pull()).changes.exerciseAttempts!.put.filter((r) => r.id === args.attemptId);
    expect(rows).toEqual([{ id: args.attemptId, exerciseId: 'c5-spreadsheets-exercise', answers, correct: 3, total: 5, submittedAt: '2026-11-22T10:00:00.000Z' }]);
  });

  it('neither sends nor accepts an exercise of a course the learner may not open', async () => {
    await server.db.execute(sql`insert into exercises (id, organisation_id, course_id, title, items)
      values ('c5-data-exercise', '5', 'c5-data', 'Averages', ${JSON.stringify([{ id: 'd1', prompt: 'Mean of 2 and 4?', answer: ['3'] }])}::jsonb)`);
    const d = device();
    expect(putIds(await d.pull(), 'exercises')).not.toContain('c5-data-exercise');
    const args = { attemptId: randomUUID(), exerciseId: 'c5-data-exercise', answers: [{ qstnId: 'd1', answer: '3' }], correct: 1, total: 1, submittedAt: '2026-11-22T10:00:00Z' };
    expect(await d.send('exercise.submit', args)).toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
  });

  it('refuses an exercise of another organisation', async () => {
    const args = { attemptId: randomUUID(), exerciseId: 'c7-study-skills-exercise', answers: [], correct: 0, total: 1, submittedAt: '2026-11-22T10:00:00Z' };
    expect(await device().send('exercise.submit', args)).toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
  });
});
