// The deck editor offline (issue 18, item 6): edits are 'Draft saved on this device' and survive a
// remount (a reload); a cloze card says how many cards it makes; an Anki text import is previewed with
// each bad row's error and lands in the draft; publishing names what is missing before sending;
// 'Keep mine' after a stale publish publishes over the server's version, even when Publish follows at once.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearLocalUserData } from '@/data/local-data';
import { db } from '@/data/db';
import { DeckEditor } from '@/features/authoring/deck/deck-editor';
import { renderEditor } from './render-editor';

// Each test starts from an empty device: a retry (vitest.config.ts) must not find the first try's drafts.
beforeEach(() => clearLocalUserData());
afterEach(() => vi.unstubAllGlobals());

// The machine may be busy: give asynchronous steps room (a role query over the whole form is slow in jsdom).
// A limit, not an expectation: under CI load (2 cores) a 10 s wait ran out once (deck editor, 2026-11-27).
const WAIT = { timeout: 30_000 };
const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
const renderDeck = (deckId: string) => renderEditor(<DeckEditor deckId={deckId} />);
const ready = () => waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());

test('authoring a deck offline: cards and cloze are saved on the device and kept across a reload', async () => {
  offline();
  const user = userEvent.setup();
  const first = renderDeck('deck-offline');
  await ready();
  expect(screen.getByText(/The published deck could not be loaded/)).toBeTruthy();
  await user.type(screen.getByLabelText(/^Title/), 'Capitals');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved on this device'));
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Cloze' }, WAIT));
  const text = await screen.findByLabelText('Text of card 1', {}, WAIT);
  await user.click(text);
  await user.paste('{{c1::Canberra}} is the capital of {{c2::Australia}}');
  expect(await screen.findByText('Makes 2 cards:')).toBeTruthy();
  await waitFor(async () => expect(JSON.stringify((await db.localDrafts.get('deck:deck-offline'))?.fields.notes?.value)).toContain('{{c2::Australia}}'));
  first.unmount();

  renderDeck('deck-offline');
  await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Capitals'));
  expect((screen.getByLabelText('Text of card 1') as HTMLTextAreaElement).value).toBe('{{c1::Canberra}} is the capital of {{c2::Australia}}');
});

test('an Anki text import shows each bad row in words and adds the good ones to the draft', async () => {
  offline();
  const user = userEvent.setup();
  renderDeck('deck-import');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText(/Or paste cards/));
  await user.paste('#separator:tab\n#tags column:3\ncat\tchat\tanimals\nonly a front\n');
  expect(await within(dialog).findByText('1 card ready, 1 with errors')).toBeTruthy();
  expect(within(dialog).getByText('Row 2: It has 1 field; a card needs a front and a back.')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Import 1 card' }));
  expect(await screen.findByText('Imported: 1 added, 0 updated.')).toBeTruthy();
  expect((screen.getByLabelText('Front of card 1') as HTMLTextAreaElement).value).toBe('cat');
  expect((screen.getByLabelText('Back of card 1') as HTMLTextAreaElement).value).toBe('chat');
});

test('publishing an incomplete deck says what to fix before anything is sent', async () => {
  offline();
  const user = userEvent.setup();
  renderDeck('deck-incomplete');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Add card' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Front and back' }, WAIT));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = (await screen.findByText('Not published: fix these first', {}, WAIT)).closest('[role="alert"]')!;
  expect(alert.textContent).toContain('The deck needs a title.');
  expect(alert.textContent).toContain('Card 1: The card needs a front.');
});

/** A stand-in for the server's deck endpoints: it holds one deck of one card, already moved on to `version`. */
function serverAt(version: number, title: string) {
  const state = { version, title, published: [] as { baseVersion: number | null; title: string }[] };
  const note = { id: 'note-1', kind: 'basic', front: 'cat', back: 'chat', reversed: false, tags: [], guid: null };
  const current = () => ({ deckId: 'deck-online', version: state.version, updatedAt: '2026-11-26T08:00:00.000Z', content: { title: state.title, description: '', courseId: null, notes: [note] } });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!String(url).includes('/admin/decks/deck-online')) return Promise.reject(new TypeError('Failed to fetch'));
    if (init.method !== 'POST') return json(200, current());
    const request = JSON.parse(String(init.body)) as { baseVersion: number | null; content: { title: string } };
    state.published.push({ baseVersion: request.baseVersion, title: request.content.title });
    if (request.baseVersion !== state.version) return json(409, { status: 409, detail: 'Published meanwhile.', server: current() });
    state.version += 1;
    state.title = request.content.title;
    return json(200, { deckId: 'deck-online', version: state.version, cards: 1, added: 0, removed: 0 });
  });
  return { state, moveOn: (next: string) => Object.assign(state, { version: state.version + 1, title: next }) };
}

test("'Keep mine' then Publish at once publishes the deck over the server's version", async () => {
  const server = serverAt(1, 'French');
  const user = userEvent.setup();
  renderDeck('deck-online');
  await ready();
  expect(screen.getByText(/Published version 1/)).toBeTruthy();
  await user.type(screen.getByLabelText(/^Title/), ' animals');
  server.moveOn('French, second edition');

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 2 was published while you edited' }, WAIT);
  expect(within(dialog).getByRole('rowheader', { name: 'Title' }).closest('tr')!.textContent).toContain('French animals');
  // Both in the same instant: the second click comes before the device copy of the draft is read back.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  fireEvent.click(screen.getByRole('button', { name: 'Publish', hidden: true }));
  await waitFor(() => expect(server.state.published).toHaveLength(2), WAIT);
  // The editor settles on the new version before the test ends (no answer handled after teardown).
  await screen.findByText(/Published version 3/, {}, WAIT);
  expect(server.state.published).toEqual([{ baseVersion: 1, title: 'French animals' }, { baseVersion: 2, title: 'French animals' }]);
});
