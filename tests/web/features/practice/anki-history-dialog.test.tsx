// The learner's "Bring my Anki review history" on a deck's study screen (issue 50, item 4), in the
// real app: pick an Anki package, read the preview (cards with a history, cards not in this deck),
// confirm; the answers join the local review log, one card.importHistory is queued, and the due
// cards change at once (offline: nothing is sent). jsdom has no Worker, so the worker boundary
// (src/data/anki/load-history.ts) is replaced by the same reader run here, with Node's sql.js.
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SqlJsStatic } from 'sql.js';
import { noteIdOfGuid } from '@/data/anki/note-id';
import { readReviewHistory } from '@/data/anki/review-history';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';
import { BASIC, loadSql, modernApkg } from '../../../support/anki/package';

let SQL: SqlJsStatic;
vi.mock('@/data/anki/load-history', () => ({
  warmHistoryReader: () => undefined,
  readHistoryFile: async (file: Blob) => readReviewHistory(new Uint8Array(await file.arrayBuffer()), SQL),
}));

beforeAll(async () => {
  SQL = await loadSql();
});

const DAY = 86_400_000;

beforeEach(async () => {
  await clearLocalUserData();
  await db.decks.put({ id: 'd1', courseId: 'c1', title: 'Capitals', description: '', updatedAt: '2026-11-22T10:00:00.000Z' });
  const ids = await Promise.all(['fr', 'de', 'it'].map(async (g) => `${await noteIdOfGuid('d1', g)}:1`));
  await db.cards.bulkPut(ids.map((id, i) => ({ id, deckId: 'd1', front: `Capital ${i + 1}`, back: `City ${i + 1}`, position: i + 1 })));
});

/** The learner's Anki collection: "fr" and "de" answered well over the last weeks, one card not in the deck. */
function learnerPackage(): File {
  const now = Date.now();
  const bytes = modernApkg(SQL, {
    notetypes: [BASIC],
    notes: [{ guid: 'fr', mid: BASIC.id, fields: ['Capital of France', 'Paris'] }, { guid: 'de', mid: BASIC.id, fields: ['Capital of Germany', 'Berlin'] }, { guid: 'xx', mid: BASIC.id, fields: ['Elsewhere', 'x'] }],
    cards: [{ id: 1, note: 0, ord: 0 }, { id: 2, note: 1, ord: 0 }, { id: 3, note: 2, ord: 0 }],
    revlog: [1, 2, 3].flatMap((cid) => [[20, 3, 0], [19, 3, 1], [14, 4, 1], [1, 4, 1]].map(([ago, ease, type]) => ({ id: now - ago! * DAY + cid, cid, ease: ease!, type: type! }))),
  });
  return new File([bytes as Uint8Array<ArrayBuffer>], 'collection.colpkg', { type: 'application/octet-stream' });
}

test('a learner brings their Anki history: preview, confirm, the due cards follow it, one write queued', async () => {
  const user = userEvent.setup();
  const file = learnerPackage();
  renderApp('/start-exercise?deck=d1', 'learner');
  expect(await screen.findByText('3 of 3 cards due')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Bring my Anki review history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bring your Anki review history' });
  await user.upload(dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, file);

  const preview = await within(dialog).findByRole('region', { name: 'What will be added' }, { timeout: 30_000 });
  expect(within(preview).getByText('2 cards of this deck get a history: 8 answers to add.')).toBeTruthy();
  expect(within(preview).getByText('1 card of your file is not in this deck and is left out.')).toBeTruthy();
  expect(await db.reviews.count()).toBe(0);

  await user.click(within(dialog).getByRole('button', { name: 'Add my history' }));
  expect(await within(dialog).findByText(/8 answers added/)).toBeTruthy();
  expect(await screen.findByText('1 of 3 cards due')).toBeTruthy();
  const outbox = await db.outbox.toArray();
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ name: 'card.importHistory', status: 'pending', args: { deckId: 'd1' } });
  expect((outbox[0]!.args as { reviews: unknown[] }).reviews).toHaveLength(8);
  expect(await db.reviews.count()).toBe(8);

  // The same file again adds nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Bring my Anki review history' }));
  const again = await screen.findByRole('dialog', { name: 'Bring your Anki review history' });
  await user.upload(again.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  const second = await within(again).findByRole('region', { name: 'What will be added' }, { timeout: 30_000 });
  expect(within(second).getByText('8 answers were added before and are not added again.')).toBeTruthy();
  expect(within(second).getByRole('button', { name: 'Add my history' }).hasAttribute('disabled')).toBe(true);
});

test('a file that is not an Anki package says so and adds nothing', async () => {
  const user = userEvent.setup();
  renderApp('/start-exercise?deck=d1', 'learner');
  await user.click(await screen.findByRole('button', { name: 'Bring my Anki review history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bring your Anki review history' });
  await user.upload(dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['not a zip'], 'notes.apkg'));
  expect((await within(dialog).findByRole('alert')).textContent).toMatch(/not an Anki package/);
  expect(await db.reviews.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
});
