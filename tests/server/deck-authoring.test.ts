/**
 * Deck authoring (issue 18, item 6): publishing expands notes into the cards learners pull (basic,
 * reversed, one per cloze number), card ids are stable across edits so reviews stay attached, a card no
 * longer produced is archived (kept with its reviews, gone from devices) and returns with its id, a
 * stale publish is 409 with the server's deck, learners are 403 and bad content 400.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deckVersionSchema, publishDeckResponseSchema, staleDeckVersionSchema, type DeckContent, type DeckNote } from '../../contract/deck-authoring';
import { cardRowSchema } from '../../contract/practice';
import { selectRows } from '../../server/db/rows';
import { pull, push } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'learner@demo.test', 'admin@other.test']);
const ADMIN = 'admin@demo.test';
const LEARNER = 'learner@demo.test';

const IMAGE = '<img src="/media/uploads/0f0e0d0c-0000-4000-8000-000000000000.png" alt="map">';
const note = (over: Partial<DeckNote> = {}): DeckNote => ({ id: randomUUID(), kind: 'basic', front: 'Front', back: 'Back', reversed: false, tags: [], guid: null, ...over });
const content = (notes: DeckNote[], over: Partial<DeckContent> = {}): DeckContent => ({ title: 'Authored deck', description: 'Made in a test', courseId: 'c5-spreadsheets', notes, ...over });

async function api(email: string, method: string, path: string, body?: unknown, org = '5') {
  const res = await suite.server.app.request(`/api/admin/decks${path}`, {
    method, headers: authHeaders(suite.token(email), org), ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const publish = (deckId: string, baseVersion: number | null, c: DeckContent, email = ADMIN) => api(email, 'POST', `/${deckId}/publish`, { baseVersion, content: c });

async function learnerCards(deckId: string) {
  const answer = await pull(suite.server, suite.token(LEARNER), randomUUID());
  return (answer.changes.cards?.put ?? []).map((row) => cardRowSchema.parse(row)).filter((card) => card.deckId === deckId).sort((a, b) => a.position - b.position);
}

describe('publishing a deck', () => {
  it('expands notes into cards: basic, reversed, one per cloze number; learners pull them as HTML', async () => {
    const deckId = randomUUID();
    const basic = note({ front: `<b>Capital</b> of France${IMAGE}<img src="https://elsewhere.test/x.png"><img src="data:image/png;base64,AA">`, back: 'Paris<script>alert(1)</script>' });
    const reversed = note({ front: 'cat', back: 'chat', reversed: true, tags: ['french'] });
    const cloze = note({ kind: 'cloze', front: '{{c1::Canberra}} is the capital of {{c2::Australia::country}}; {{c1::it}} is inland.', back: 'Not Sydney.' });
    const first = await publish(deckId, null, content([basic, reversed, cloze]));
    expect(first.status).toBe(200);
    expect(publishDeckResponseSchema.parse(first.body)).toEqual({ deckId, version: 1, cards: 5, added: 5, removed: 0 });

    const cards = await learnerCards(deckId);
    expect(cards.map((c) => c.id)).toEqual([`${basic.id}:1`, `${reversed.id}:1`, `${reversed.id}:r`, `${cloze.id}:c1`, `${cloze.id}:c2`]);
    expect(cards.every((c) => c.format === 'html')).toBe(true);
    expect(cards[0]!.back).toBe('Paris');
    // An image survives only with a source among this server's uploads (an Anki import's images).
    expect(cards[0]!.front).toBe(`<b>Capital</b> of France${IMAGE}`);
    expect(cards[2]).toMatchObject({ front: 'chat', back: 'cat' });
    expect(cards[3]!.front).toBe('<span class="cloze">[...]</span> is the capital of Australia; <span class="cloze">[...]</span> is inland.');
    expect(cards[3]!.back).toBe('<b class="cloze">Canberra</b> is the capital of Australia; <b class="cloze">it</b> is inland.<br><br>Not Sydney.');
    expect(cards[4]!.front).toBe('Canberra is the capital of <span class="cloze">[country]</span>; it is inland.');

    const read = deckVersionSchema.parse((await api(ADMIN, 'GET', `/${deckId}`)).body);
    expect(read).toMatchObject({ version: 1, content: { title: 'Authored deck', notes: [{ id: basic.id, back: 'Paris' }, { id: reversed.id, tags: ['french'] }, { id: cloze.id }] } });
  });

  it('keeps card ids across edits, so a review stays attached; a reviewed card no longer produced is archived and comes back', async () => {
    const deckId = randomUUID();
    const n = note({ front: 'one', back: 'uno', reversed: true });
    await publish(deckId, null, content([n]));
    const review = { reviewId: randomUUID(), cardId: `${n.id}:r`, deckId, rating: 3, reviewedAt: new Date().toISOString() };
    const pushed = await push(suite.server, suite.token(LEARNER), randomUUID(), [{ id: 1, name: 'card.review', args: review }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    const before = await pull(suite.server, suite.token(LEARNER), randomUUID());

    // Version 2: the text changes and a note is added before it; the reversed card keeps its id and its review.
    const added = note({ front: 'two', back: 'dos' });
    expect((await publish(deckId, 1, content([added, { ...n, front: 'one (1)' }]))).body).toMatchObject({ version: 2, cards: 3, added: 1, removed: 0 });
    const cards = await learnerCards(deckId);
    expect(cards.map((c) => c.id)).toEqual([`${added.id}:1`, `${n.id}:1`, `${n.id}:r`]);
    expect(cards[2]).toMatchObject({ front: 'uno', back: 'one (1)' });
    const reviews = await selectRows<{ card_id: string }>(suite.server.db, sql`select card_id from flashcard_reviews where id = ${review.reviewId}`);
    expect(reviews).toEqual([{ card_id: `${n.id}:r` }]);

    // Version 3: no longer reversed. The reviewed card is archived (devices delete it), the review stays.
    expect((await publish(deckId, 2, content([added, { ...n, reversed: false }]))).body).toMatchObject({ version: 3, cards: 2, removed: 1 });
    const delta = await pull(suite.server, suite.token(LEARNER), randomUUID(), before.cursor);
    expect(delta.changes.cards?.del).toContain(`${n.id}:r`);
    expect((await learnerCards(deckId)).map((c) => c.id)).toEqual([`${added.id}:1`, `${n.id}:1`]);
    expect(await selectRows(suite.server.db, sql`select 1 from flashcard_reviews where id = ${review.reviewId}`)).toHaveLength(1);

    // Version 4: reversed again — the same card id returns, with its review.
    await publish(deckId, 3, content([added, { ...n, reversed: true }]));
    expect((await learnerCards(deckId)).map((c) => c.id)).toContain(`${n.id}:r`);
    const answer = await pull(suite.server, suite.token(LEARNER), randomUUID());
    expect(answer.changes.reviews?.put.some((r) => r.id === review.reviewId)).toBe(true);
  });

  it('archives a card no longer produced even unreviewed (a review may still be queued offline); cloze numbers follow the text', async () => {
    const deckId = randomUUID();
    const c = note({ kind: 'cloze', front: '{{c1::a}} {{c2::b}} {{c3::c}}', back: '' });
    await publish(deckId, null, content([c]));
    expect((await learnerCards(deckId)).map((card) => card.id)).toEqual([`${c.id}:c1`, `${c.id}:c2`, `${c.id}:c3`]);
    await publish(deckId, 1, content([{ ...c, front: '{{c1::a}} {{c3::c}} {{c5::e}}' }]));
    expect((await learnerCards(deckId)).map((card) => card.id)).toEqual([`${c.id}:c1`, `${c.id}:c3`, `${c.id}:c5`]);
    expect(await selectRows(suite.server.db, sql`select archived from flashcards where id = ${`${c.id}:c2`}`)).toEqual([{ archived: true }]);
    // A review of the archived card made offline before the publish is still accepted.
    const late = { reviewId: randomUUID(), cardId: `${c.id}:c2`, deckId, rating: 2, reviewedAt: new Date().toISOString() };
    const pushed = await push(suite.server, suite.token(LEARNER), randomUUID(), [{ id: 1, name: 'card.review', args: late }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
  });

  it('publishes a seeded deck keeping its cards ids (their notes are the cards)', async () => {
    const read = deckVersionSchema.parse((await api(ADMIN, 'GET', '/c5-python-deck')).body);
    expect(read.content.notes[0]).toMatchObject({ id: 'c5-python-deck-card1', kind: 'basic' });
    const notes = read.content.notes.map((n, i) => (i === 0 ? { ...n, reversed: true } : n));
    expect((await publish('c5-python-deck', read.version, { ...read.content, notes })).status).toBe(200);
    const ids = (await learnerCards('c5-python-deck')).map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual(['c5-python-deck-card1', 'c5-python-deck-card1:r']);
    expect(ids).toHaveLength(read.content.notes.length + 1);
  });

  it('refuses a stale publish with the server deck (409), keeps versions per org', async () => {
    const deckId = randomUUID();
    await publish(deckId, null, content([note()]));
    await publish(deckId, 1, content([note()], { title: 'Second' }));
    const stale = await publish(deckId, 1, content([note()], { title: 'Mine' }));
    expect(stale.status).toBe(409);
    expect(staleDeckVersionSchema.parse(stale.body).server).toMatchObject({ version: 2, content: { title: 'Second' } });
    expect((await publish(deckId, null, content([note()]))).status).toBe(409);
    // Another organisation's admin cannot read or overwrite it.
    expect((await api('admin@other.test', 'GET', `/${deckId}`, undefined, '7')).status).toBe(404);
    expect((await publish(deckId, 2, content([note()], { courseId: null }), 'admin@other.test').then((r) => r)).status).not.toBe(200);
  });

  it('is for admins only (403) and refuses bad content (400) and a foreign course (422)', async () => {
    const deckId = randomUUID();
    expect((await publish(deckId, null, content([note()]), LEARNER)).status).toBe(403);
    expect((await api(LEARNER, 'GET', '/c5-python-deck')).status).toBe(403);
    expect((await publish(deckId, null, content([note({ kind: 'cloze', front: 'no deletion here' })]))).status).toBe(400);
    expect((await publish(deckId, null, content([note({ front: '' })]))).status).toBe(400);
    expect((await publish(deckId, null, content([note()], { title: ' ' }))).status).toBe(400);
    const same = note();
    expect((await publish(deckId, null, content([same, same]))).status).toBe(400);
    expect((await publish(deckId, 0 as unknown as null, content([note()]))).status).toBe(400);
    expect((await publish(deckId, null, content([note({ front: 'x'.repeat(5001) })]))).status).toBe(400);
    expect((await publish(deckId, null, content([note()], { courseId: 'c7-anything' }))).status).toBe(422);
    expect((await api(ADMIN, 'GET', `/${deckId}`)).status).toBe(404);
  });
});
