// The exercise editor offline (issue 18, item 5): the published version cannot be loaded, the editor
// says so and still edits; every edit is 'Draft saved on this device' and survives a remount (a
// reload); the mastery rule is chosen within bounds and read back in words; publishing names what is missing;
// items are reordered with the keyboard and removed; a stale publish shows the differences.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearLocalUserData } from '@/data/local-data';
import { db } from '@/data/db';
import { ExerciseEditor } from '@/features/authoring/exercise/exercise-editor';
import { renderEditor } from './render-editor';

// Each test starts from an empty device: a retry (vitest.config.ts) must not find the first try's drafts.
beforeEach(() => clearLocalUserData());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The machine may be busy: give asynchronous steps room.
// A limit, not an expectation: under CI load (2 cores) a 10 s wait ran out once (deck editor, 2026-11-27).
const WAIT = { timeout: 30_000 };
const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
const renderExercise = (id: string) => renderEditor(<ExerciseEditor exerciseId={id} />);
const ready = () => waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
const draftField = async (id: string, name: string) => (await db.localDrafts.get(`exercise:${id}`))?.fields[name]?.value;

test('authoring offline: typed edits are saved on the device as a draft and kept across a reload', async () => {
  offline();
  const user = userEvent.setup();
  const first = renderExercise('exercise-offline');
  await ready();
  expect(screen.getByText(/The published version could not be loaded/)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('No unpublished changes');
  await user.type(screen.getByLabelText(/^Title/), 'Capitals');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved on this device'));
  await waitFor(async () => expect(await draftField('exercise-offline', 'title')).toBe('Capitals'));

  await user.click(screen.getByRole('button', { name: 'Add fill in the blank' }));
  await user.type(await screen.findByLabelText('Question 1'), 'The capital of France is …');
  await user.type(screen.getByLabelText('Accepted answer 1'), 'Paris');
  await user.type(screen.getByLabelText(/^Hint/), 'It is on the Seine.');
  await waitFor(async () => expect(await draftField('exercise-offline', 'items')).toMatchObject([
    { kind: 'blank', prompt: 'The capital of France is …', answer: ['Paris'], hint: 'It is on the Seine.' },
  ]));
  first.unmount();

  renderExercise('exercise-offline');
  await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Capitals'));
  expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe('The capital of France is …');
  expect((screen.getByLabelText('Accepted answer 1') as HTMLInputElement).value).toBe('Paris');
  expect(screen.getByRole('button', { name: 'Move question 1' })).toBeTruthy();
  // (dnd-kit's announcements are a status region too.)
  expect(screen.getByText('Draft saved on this device')).toBeTruthy();
});

test('the mastery rule is chosen within bounds, saved in the draft, and read back in words', async () => {
  offline();
  const user = userEvent.setup();
  renderExercise('exercise-mastery');
  await ready();
  expect(screen.getByText('Learners read: Get every question right in one attempt.')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Mastery rule'), 'window');
  await waitFor(async () => expect(await draftField('exercise-mastery', 'mastery')).toEqual({ kind: 'window', m: 4, n: 5 }));
  expect(screen.getByText('Learners read: Get 4 of your last 5 answers right.')).toBeTruthy();
  // N below M pulls M down with it: the rule stays M ≤ N.
  const n = screen.getByLabelText('Of the last answers (N)');
  await user.clear(n);
  await user.type(n, '3');
  await waitFor(async () => expect(await draftField('exercise-mastery', 'mastery')).toEqual({ kind: 'window', m: 3, n: 3 }));
  expect(screen.getByText('Learners read: Get 3 of your last 3 answers right.')).toBeTruthy();
});

test('publishing an unfinished exercise says what to fix, in words, before anything is sent', async () => {
  offline();
  const user = userEvent.setup();
  renderExercise('exercise-incomplete');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Add choice' }));
  const question = screen.getByRole('listitem');
  expect(within(question).getByText('The question needs a text.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = (await screen.findByText('Not published: fix these first', {}, WAIT)).closest('[role="alert"]')!;
  expect(alert.textContent).toContain('The exercise needs a title.');
  expect(alert.textContent).toContain('Choose the course the exercise belongs to.');
  expect(alert.textContent).toContain('Question 1: The question needs a text.');
});

/** A stand-in for the server's two exercise endpoints: it holds one exercise, already moved on to `version`. */
function serverAt(version: number, title: string) {
  const state = { version, title, published: [] as { baseVersion: number | null; title: string }[] };
  const item = { id: 'item-1', kind: 'blank', prompt: 'The capital of France is …', options: [], answer: ['Paris'], hint: '' };
  const current = () => ({ exerciseId: 'exercise-online', version: state.version, publishedAt: '2026-11-26T08:00:00.000Z', content: { title: state.title, instructions: '', courseId: 'c1', mastery: { kind: 'all' }, items: [item] } });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!String(url).includes('/admin/exercises/exercise-online')) return Promise.reject(new TypeError('Failed to fetch'));
    if (init.method !== 'POST') return json(200, current());
    const request = JSON.parse(String(init.body)) as { baseVersion: number | null; content: { title: string } };
    state.published.push({ baseVersion: request.baseVersion, title: request.content.title });
    if (request.baseVersion !== state.version) return json(409, { status: 409, detail: 'Published meanwhile.', server: current() });
    state.version += 1;
    state.title = request.content.title;
    return json(200, { exerciseId: 'exercise-online', version: state.version });
  });
  return { state, moveOn: (next: string) => Object.assign(state, { version: state.version + 1, title: next }) };
}

test('a publish over a version published meanwhile shows the differences; keeping mine publishes over it', async () => {
  const server = serverAt(1, 'Capitals');
  const user = userEvent.setup();
  renderExercise('exercise-online');
  await ready();
  expect(screen.getByText(/Published version 1/)).toBeTruthy();
  expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Capitals');
  await user.type(screen.getByLabelText(/^Title/), ' of Europe');
  server.moveOn('Capitals, second edition');

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 2 was published while you edited' }, WAIT);
  const title = within(dialog).getByRole('rowheader', { name: 'Title' }).closest('tr')!;
  expect(title.textContent).toContain('Capitals of Europe');
  expect(title.textContent).toContain('Capitals, second edition');
  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Version 3 published', {}, WAIT)).toBeTruthy();
  expect(server.state.published).toEqual([{ baseVersion: 1, title: 'Capitals of Europe' }, { baseVersion: 2, title: 'Capitals of Europe' }]);
});

test('items are reordered with the keyboard (Space, arrow keys, Space) and the new order is saved', async () => {
  offline();
  // jsdom lays nothing out: give each list item a place, one below the other, so moves can be measured.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const li = this.closest('li');
    const index = li?.parentElement ? [...li.parentElement.children].indexOf(li) : 0;
    return { x: 0, y: index * 100, top: index * 100, left: 0, bottom: index * 100 + 90, right: 300, width: 300, height: 90, toJSON: () => ({}) } as DOMRect;
  });
  const user = userEvent.setup();
  renderExercise('exercise-reorder');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Add fill in the blank' }));
  await user.click(screen.getByRole('button', { name: 'Add put in order' }));
  await user.type(screen.getByLabelText('Question 1'), 'First');
  await user.type(screen.getByLabelText('Question 2'), 'Second');
  screen.getByRole('button', { name: 'Move question 2' }).focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowUp}');
  await user.keyboard(' ');
  await waitFor(async () => expect(((await draftField('exercise-reorder', 'items')) as { prompt: string }[]).map((i) => i.prompt)).toEqual(['Second', 'First']));
  expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe('Second');
  await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
  await waitFor(async () => expect(((await draftField('exercise-reorder', 'items')) as { prompt: string }[]).map((i) => i.prompt)).toEqual(['Second']));
});
