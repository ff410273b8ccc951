// /start-exercise?deck=…: a flashcard session in the real app — Space reveals, 1–4 rate, each rating
// appends a review locally and queues card.review; due counts and the dashboard panel follow.
import { beforeEach, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { pullReviews } from '../../support/pulled-reviews';
import { renderApp } from '../../support/render-app';
import { deckRows } from '../../support/rows';

beforeEach(async () => {
  await clearLocalUserData();
  const { deck, cards } = deckRows('d1', 'Spreadsheet functions', 3);
  await db.decks.put(deck);
  await db.cards.bulkPut(cards);
});

const card = () => screen.getByRole('region', { name: 'Flashcard' });
const key = (k: string) => fireEvent.keyDown(window, { key: k });

test('Space reveals the back; 1–4 rate; every rating is a local review plus a queued card.review', async () => {
  renderApp('/start-exercise?deck=d1', 'learner');
  expect(await screen.findByText('3 of 3 cards due')).toBeTruthy();
  expect(within(card()).getByText('Front 1')).toBeTruthy();
  expect(within(card()).queryByText('Back 1')).toBeNull();
  key(' ');
  expect(within(card()).getByText('Back 1')).toBeTruthy();
  key('3');
  // Good on a new card: a learning step minutes away, so the next due card comes up.
  expect(await screen.findByText('2 of 3 cards due')).toBeTruthy();
  expect(within(card()).getByText('Front 2')).toBeTruthy();
  key('4'); // rating keys do nothing before the back is shown
  expect(screen.getByText('2 of 3 cards due')).toBeTruthy();

  const outbox = await db.outbox.toArray();
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ name: 'card.review', status: 'pending', args: { cardId: 'd1-card1', deckId: 'd1', rating: 3 } });
  const reviews = await db.reviews.toArray();
  expect(reviews).toEqual([expect.objectContaining({ id: (outbox[0]!.args as { reviewId: string }).reviewId, cardId: 'd1-card1', rating: 3 })]);
});

test('the next card is up as soon as a rating is saved, so fast keys never rate the same card twice', async () => {
  renderApp('/start-exercise?deck=d1', 'learner');
  expect(await screen.findByText('3 of 3 cards due')).toBeTruthy();
  key(' ');
  key('3');
  // The first moment the front shows again, it is the next card's.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Show answer' })).toBeTruthy(), { interval: 1 });
  expect(within(card()).getByText('Front 2')).toBeTruthy();
  expect(screen.getByText('2 of 3 cards due')).toBeTruthy();
  key(' ');
  key('3');
  await waitFor(() => expect(within(card()).getByText('Front 3')).toBeTruthy());
  expect(new Set((await db.reviews.toArray()).map((r) => r.cardId))).toEqual(new Set(['d1-card1', 'd1-card2']));
});

test('the buttons rate too, and an empty queue says so', async () => {
  const user = userEvent.setup();
  renderApp('/start-exercise?deck=d1', 'learner');
  for (const label of ['Again', 'Hard', 'Easy']) {
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  }
  expect(await screen.findByText('All caught up — no cards due in this deck.')).toBeTruthy();
  expect(screen.getByText(/^Next card due/)).toBeTruthy();
  expect((await db.reviews.toArray()).map((r) => r.rating).sort()).toEqual([1, 2, 4]);
});

test('the practice list shows due counts per deck and links to the session', async () => {
  const other = deckRows('d2', 'Python keywords', 2);
  await db.decks.put(other.deck);
  await db.cards.bulkPut(other.cards);
  await pullReviews(other.cards.map((c, i) => ({ id: `r${i}`, cardId: c.id, deckId: 'd2', rating: 4, reviewedAt: new Date().toISOString() })));
  renderApp('/start-exercise', 'learner');
  const decks = await screen.findByRole('list', { name: 'Flashcard decks' });
  const rows = within(decks).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual(['Python keywords0 due', 'Spreadsheet functions3 due']);
  expect(within(rows[1]!).getByRole('link', { name: 'Spreadsheet functions' }).getAttribute('href')).toBe('/start-exercise?deck=d1');
  // A review made or synced elsewhere updates the counts live.
  await pullReviews([{ id: 'r9', cardId: 'd1-card2', deckId: 'd1', rating: 4, reviewedAt: new Date().toISOString() }]);
  expect(await within(decks).findByText('2 due')).toBeTruthy();
});

test('a deck not on the device says so', async () => {
  renderApp('/start-exercise?deck=nope', 'learner');
  expect(await screen.findByText(/This deck is not on this device/)).toBeTruthy();
});

test('the keyboard hint shows with a fine pointer and is hidden on a touch screen (pointer: coarse)', async () => {
  const { view } = renderApp('/start-exercise?deck=d1', 'learner');
  expect(await screen.findByText('Keys: Space shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy.')).toBeTruthy();
  view.unmount();

  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(pointer: coarse)' });
  try {
    renderApp('/start-exercise?deck=d1', 'learner');
    expect(await screen.findByText('3 of 3 cards due')).toBeTruthy();
    expect(screen.queryByText(/^Keys:/)).toBeNull();
    key(' ');
    expect(within(screen.getByRole('group', { name: 'How well did you know it?' })).getByRole('button', { name: 'Good' }).textContent).not.toMatch(/\d/);
  } finally {
    window.matchMedia = original;
  }
});

test('a cloze card published from the editor shows the blank, then the answer; its HTML is sanitised; a text card stays text', async () => {
  await db.cards.bulkPut([
    { id: 'd1-card1', deckId: 'd1', position: 1, format: 'html', front: '<span class="cloze">[...]</span> is <i>inland</i><img src=x onerror="alert(1)">', back: '<b class="cloze">Canberra</b> is <i>inland</i>' },
    { id: 'd1-card2', deckId: 'd1', position: 2, front: '<b>not bold</b>', back: 'plain' },
  ]);
  renderApp('/start-exercise?deck=d1', 'learner');
  expect(await screen.findByText('3 of 3 cards due')).toBeTruthy();
  expect(card().textContent).toContain('[...] is inland');
  expect(card().querySelector('i')?.textContent).toBe('inland');
  expect(card().querySelector('img')).toBeNull();
  key(' ');
  expect(within(card()).getByTestId('card-back').querySelector('b.cloze')?.textContent).toBe('Canberra');
  key('3');
  await waitFor(() => expect(card().textContent).toContain('<b>not bold</b>'));
});
