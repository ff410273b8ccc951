// Publish waits for the draft's saves (issue 49, item 5): a save held open on the device (its table
// held by another transaction) keeps the publish from being sent, and the discard after the publish is
// queued after every save, so no field lands in a draft the publish discarded; after 'Keep mine', a
// Publish clicked at once stays a publish in progress until the server answers.
import type { Table } from 'dexie';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { DRAFT_SEND_DELAY_MS } from '@/data/drafts';
import { clearLocalUserData } from '@/data/local-data';
import { DeckEditor } from '@/features/authoring/deck/deck-editor';
import { renderEditor } from './render-editor';

beforeEach(() => clearLocalUserData());
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 30_000 };
const ready = () => waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull(), WAIT);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds `table` in a read-write transaction until `release()`: IndexedDB runs the app's writes to it after this one. */
function hold(table: Table) {
  const transaction = db.backendDB().transaction([table.name], 'readwrite');
  const store = transaction.objectStore(table.name);
  let holding = true;
  // A transaction with a request in flight stays open.
  const spin = () => {
    if (holding) store.count().onsuccess = spin;
  };
  spin();
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('the holding transaction failed'));
  });
  return async () => {
    holding = false;
    await done;
  };
}

/**
 * The server's deck endpoints for deck `race`, at `version`: each publish is recorded with whether
 * `released()` said yes when it arrived, and answered once `answer` (if given) resolves.
 */
function deckServer(version: number, title: string, released: () => boolean, answer?: Promise<void>) {
  const state = { version, title, published: [] as { baseVersion: number | null; title: string; released: boolean }[] };
  const note = { id: 'note-1', kind: 'basic', front: 'cat', back: 'chat', reversed: false, tags: [], guid: null };
  const current = () => ({ deckId: 'race', version: state.version, updatedAt: '2026-11-26T08:00:00.000Z', content: { title: state.title, description: '', courseId: null, notes: [note] } });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!String(url).includes('/admin/decks/race')) return Promise.reject(new TypeError('Failed to fetch'));
    if (init.method !== 'POST') return json(200, current());
    const request = JSON.parse(String(init.body)) as { baseVersion: number | null; content: { title: string } };
    state.published.push({ baseVersion: request.baseVersion, title: request.content.title, released: released() });
    if (request.baseVersion !== state.version) return json(409, { status: 409, detail: 'Published meanwhile.', server: current() });
    if (state.published.length > 1) await answer;
    state.version += 1;
    state.title = request.content.title;
    return json(200, { deckId: 'race', version: state.version, cards: 1, added: 0, removed: 0 });
  });
  return { state, moveOn: (next: string) => Object.assign(state, { version: state.version + 1, title: next }) };
}

test('Publish waits while a save is still being queued, and the discard after it is queued last', async () => {
  let released = false;
  const server = deckServer(1, 'French', () => released);
  const user = userEvent.setup();
  renderEditor(<DeckEditor deckId="race" />);
  await ready();
  await user.type(screen.getByLabelText(/^Title/), ' animals');
  await waitFor(async () => expect((await db.localDrafts.get('deck:race'))?.fields.title?.value).toBe('French animals'), WAIT);
  // The debounced send of the title starts, and is held in the outbox; Publish is clicked meanwhile.
  const release = hold(db.outbox);
  await sleep(DRAFT_SEND_DELAY_MS + 400);
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await sleep(300);
  expect(server.state.published).toEqual([]);
  released = true;
  await release();

  await screen.findByText(/Published version 2/, {}, WAIT);
  expect(server.state.published).toEqual([{ baseVersion: 1, title: 'French animals', released: true }]);
  const queued = (await db.outbox.orderBy('mutationId').toArray()).map((row) => row.name);
  expect(queued.at(-1)).toBe('draft.discard');
  expect(queued.filter((name) => name === 'draft.save').length).toBeGreaterThan(0);
  expect(await db.localDrafts.get('deck:race')).toBeUndefined();
});

test("'Keep mine' then Publish at once: the publish stays in progress until the server answers, over the server's version", async () => {
  let answer!: () => void;
  const server = deckServer(1, 'French', () => true, new Promise<void>((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  renderEditor(<DeckEditor deckId="race" />);
  await ready();
  await user.type(screen.getByLabelText(/^Title/), ' animals');
  server.moveOn('French, second edition');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 2 was published while you edited' }, WAIT);

  // The rebased draft is held on the device while both clicks land.
  const release = hold(db.localDrafts);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  fireEvent.click(screen.getByRole('button', { name: 'Publish', hidden: true }));
  await sleep(300);
  expect(server.state.published).toHaveLength(1);
  await release();

  await waitFor(() => expect(server.state.published).toHaveLength(2), WAIT);
  // The server has not answered: the editor still shows the publish in progress.
  await sleep(300);
  expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('data-loading')).toBe('true');
  answer();
  await screen.findByText(/Published version 3/, {}, WAIT);
  expect(server.state.published.map(({ baseVersion, title }) => ({ baseVersion, title }))).toEqual([
    { baseVersion: 1, title: 'French animals' },
    { baseVersion: 2, title: 'French animals' },
  ]);
});
