// The quiz editor offline (issue 18, items 1 and 3): the published version cannot be loaded, the
// editor says so and still edits; every edit is 'Draft saved on this device' and survives a remount
// (a reload); the preview shows the learner's question screen; publishing names what is missing;
// 'Keep mine' after a stale publish publishes over the server's version, even when Publish follows at once.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearLocalUserData } from '@/data/local-data';
import { db } from '@/data/db';
import { QuizEditor } from '@/features/authoring/quiz/quiz-editor';
import { QuestionStep } from '@/features/quizzes/components/question-step';
import { renderEditor } from './render-editor';

// Each test starts from an empty device: a retry (vitest.config.ts) must not find the first try's drafts.
beforeEach(() => clearLocalUserData());
afterEach(() => vi.unstubAllGlobals());

// The machine may be busy: give asynchronous steps room (a role query over the whole form is slow in jsdom).
// A limit, not an expectation: under CI load (2 cores) a 10 s wait ran out once (deck editor, 2026-11-27).
const WAIT = { timeout: 30_000 };
const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
const renderQuiz = (quizId = 'quiz-offline') => renderEditor(<QuizEditor quizId={quizId} learnerStep={QuestionStep} />);

test('authoring offline: edits are saved on the device, kept across a reload, and previewed as a learner', async () => {
  offline();
  const user = userEvent.setup();
  const first = renderQuiz();
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(screen.getByText(/The published version could not be loaded/)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('No unpublished changes');
  await user.type(screen.getByLabelText(/^Name/), 'Loops');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved on this device'));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Single choice' }, WAIT));
  await user.type(await screen.findByLabelText('Question 1', {}, WAIT), 'Python has a for loop.');
  await waitFor(async () => expect((await db.localDrafts.get('quiz:quiz-offline'))?.fields.name?.value).toBe('Loops'));
  first.unmount();

  renderQuiz();
  await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Loops'));
  expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe('Python has a for loop.');
  expect(screen.getByRole('button', { name: 'Move question 1' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Preview as learner' }));
  expect(await screen.findByText('Choose one answer')).toBeTruthy();
  expect(screen.getAllByText('Python has a for loop.').length).toBeGreaterThan(0);
});

test('publishing a quiz with a missing key says what to fix, in words, before anything is sent', async () => {
  offline();
  const user = userEvent.setup();
  renderQuiz('quiz-incomplete');
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Single choice' }, WAIT));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = (await screen.findByText('Not published: fix these first', {}, WAIT)).closest('[role="alert"]')!;
  expect(alert.textContent).toContain('The quiz needs a name.');
  expect(alert.textContent).toContain('Question 1:');
});

/** A stand-in for the server's quiz endpoints: it holds one quiz, already moved on to `version`, without attempts. */
function serverAt(version: number, name: string) {
  const state = { version, name, published: [] as { baseVersion: number | null; name: string }[] };
  const question = { id: 'q-1', prompt: 'Python has a for loop.', kind: 'truefalse', options: ['True', 'False'], items: [], answer: ['True'], tolerance: 0, points: 1, feedback: '' };
  const content = () => ({
    name: state.name, code: '', description: '', courseId: null, passMark: 60, timeLimitMinutes: null, dueAt: null,
    attemptsAllowed: null, shuffleQuestions: false, shuffleOptions: false, questions: [question],
  });
  const current = () => ({ quizId: 'quiz-online', version: state.version, publishedAt: '2026-11-26T08:00:00.000Z', content: content() });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!String(url).includes('/admin/quizzes/quiz-online')) return Promise.reject(new TypeError('Failed to fetch'));
    if (init.method !== 'POST') return json(200, current());
    if (String(url).endsWith('/regrade-preview')) return json(200, { attempts: 0, changes: [] });
    const request = JSON.parse(String(init.body)) as { baseVersion: number | null; content: { name: string } };
    state.published.push({ baseVersion: request.baseVersion, name: request.content.name });
    if (request.baseVersion !== state.version) return json(409, { status: 409, detail: 'Published meanwhile.', server: current() });
    state.version += 1;
    state.name = request.content.name;
    return json(200, { quizId: 'quiz-online', version: state.version, regraded: 0 });
  });
  return { state, moveOn: (next: string) => Object.assign(state, { version: state.version + 1, name: next }) };
}

test("'Keep mine' then Publish at once publishes over the server's version, not the old base again", async () => {
  const server = serverAt(1, 'Loops');
  const user = userEvent.setup();
  renderQuiz('quiz-online');
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(screen.getByText(/Published version 1/)).toBeTruthy();
  await user.type(screen.getByLabelText(/^Name/), ' and ranges');
  server.moveOn('Loops, second edition');

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 2 was published while you edited' }, WAIT);
  const name = within(dialog).getByRole('rowheader', { name: 'Name' }).closest('tr')!;
  expect(name.textContent).toContain('Loops and ranges');
  expect(name.textContent).toContain('Loops, second edition');
  // Both in the same instant: the second click comes before the device copy of the draft is read back.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  fireEvent.click(screen.getByRole('button', { name: 'Publish', hidden: true }));
  await waitFor(() => expect(server.state.published).toHaveLength(2), WAIT);
  // The editor settles on the new version before the test ends (no answer handled after teardown).
  await screen.findByText(/Published version 3/, {}, WAIT);
  expect(server.state.published).toEqual([{ baseVersion: 1, name: 'Loops and ranges' }, { baseVersion: 2, name: 'Loops and ranges' }]);
  expect(server.state.version).toBe(3);
});
