/**
 * `card.importHistory` (issue 50, item 4): a learner's earlier reviews (from their Anki collection)
 * appended as their own reviews of one deck's cards. Stored exactly once however often it is pushed;
 * refused whole for a deck the learner may not open or a card not in the deck; every value bounded
 * (ratings 1–4, dates 1970–2099 and not in the future, at most HISTORY_CHUNK reviews a write); a
 * review id another learner already holds stays theirs.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_CHUNK } from '../../contract/practice';
import { selectRows } from '../../server/db/rows';
import { replayCard, type ReviewEntry } from '../../contract/flashcard-schedule';
import { pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

function device() {
  const clientId = randomUUID();
  let nextId = 1;
  return {
    send: async (name: string, args: unknown, id = nextId++) => (await push(server, learner, clientId, [{ id, name, args }])).body.results[0]!,
    pull: () => pull(server, learner, clientId),
  };
}

const deckId = 'c5-spreadsheets-deck';
const past = (days: number) => new Date(Date.parse('2025-02-01T08:00:00Z') + days * 86_400_000).toISOString();
const history = (cardId: string, ratings: number[]) => ratings.map((rating, i) => ({ reviewId: randomUUID(), cardId, rating, reviewedAt: past(i * 3) }));
const storedCount = async (ids: string[]) => (await selectRows<{ n: number }>(server.db, sql`
  select count(*)::int as n from flashcard_reviews where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`))[0]!.n;

describe('card.importHistory', () => {
  it('appends the history once, whether the write is sent again or from another device, and replay uses it', async () => {
    const a = device();
    const reviews = [...history('c5-spreadsheets-deck-card2', [3, 3, 1, 3]), ...history('c5-spreadsheets-deck-card3', [4])];
    const args = { deckId, reviews };
    expect(await a.send('card.importHistory', args, 1)).toMatchObject({ status: 'applied' });
    expect(await a.send('card.importHistory', args, 1)).toMatchObject({ status: 'duplicate' });
    expect(await device().send('card.importHistory', args)).toMatchObject({ status: 'applied' });
    expect(await storedCount(reviews.map((r) => r.reviewId))).toBe(5);
    const pulled = ((await a.pull()).changes.reviews?.put ?? []) as unknown as ReviewEntry[];
    const mine = pulled.filter((r) => reviews.some((x) => x.reviewId === r.id));
    expect(mine).toHaveLength(5);
    expect(mine.every((r) => (r as unknown as { deckId: string }).deckId === deckId)).toBe(true);
    const card = replayCard('c5-spreadsheets-deck-card2', mine);
    expect({ reps: card.reps, lapses: card.lapses }).toEqual({ reps: 4, lapses: 1 });
  });

  it('refuses the whole write for a deck the learner may not open, another organisation\'s deck, or a card not in the deck', async () => {
    const d = device();
    const cases = [
      { deckId: 'c5-data-deck', reviews: history('c5-data-deck-card1', [3]) },
      { deckId: 'c7-marine-biology-deck', reviews: history('c7-marine-biology-deck-card1', [3]) },
      { deckId, reviews: [...history('c5-spreadsheets-deck-card1', [3]), ...history('c5-finance-deck-card1', [3])] },
    ];
    for (const args of cases) {
      expect(await d.send('card.importHistory', args)).toMatchObject({ status: 'rejected', reason: expect.stringContaining('not found or is not available to you') });
      expect(await storedCount(args.reviews.map((r) => r.reviewId))).toBe(0);
    }
  });

  it('bounds every value: rating, date, future date, count, id', async () => {
    const d = device();
    const one = (patch: object) => ({ deckId, reviews: [{ ...history('c5-spreadsheets-deck-card1', [3])[0]!, ...patch }] });
    for (const args of [
      one({ rating: 0 }), one({ rating: 5 }), one({ rating: 2.5 }), one({ reviewedAt: '0000-01-01T00:00:00Z' }), one({ reviewedAt: 'yesterday' }),
      one({ reviewId: 'not-a-uuid' }), one({ cardId: 'x'.repeat(129) }), one({ extra: 1 }), { deckId, reviews: [] },
      { deckId, reviews: history('c5-spreadsheets-deck-card1', Array.from({ length: HISTORY_CHUNK + 1 }, () => 3)) },
    ]) expect(await d.send('card.importHistory', args)).toMatchObject({ status: 'rejected' });
    const future = one({ reviewedAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    expect(await d.send('card.importHistory', future)).toMatchObject({ status: 'rejected', reason: expect.stringContaining('in the future') });
    expect(await storedCount(future.reviews.map((r) => r.reviewId))).toBe(0);
  });

  it("never takes over a review id another learner holds", async () => {
    const reviewId = randomUUID();
    await server.db.execute(sql`insert into flashcard_reviews (id, organisation_id, card_id, deck_id, user_id, rating, reviewed_at)
      values (${reviewId}, '5', 'c5-spreadsheets-deck-card1', ${deckId}, 'u5-priya', 2, '2025-01-01T00:00:00Z')`);
    const d = device();
    expect(await d.send('card.importHistory', { deckId, reviews: [{ reviewId, cardId: 'c5-spreadsheets-deck-card1', rating: 4, reviewedAt: past(0) }] })).toMatchObject({ status: 'applied' });
    const [row] = await selectRows<{ user_id: string; rating: number }>(server.db, sql`select user_id, rating from flashcard_reviews where id = ${reviewId}`);
    expect(row).toEqual({ user_id: 'u5-priya', rating: 2 });
    expect(((await d.pull()).changes.reviews?.put ?? []).some((r) => r.id === reviewId)).toBe(false);
  });
});
