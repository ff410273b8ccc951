// The quiz editor offline (issue 18, items 1 and 3): the published version cannot be loaded, the
// editor says so and still edits; every edit is 'Draft saved on this device' and survives a remount
// (a reload); the preview shows the learner's question screen; publishing names what is missing.
import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { db } from '@/data/db';
import { QuizEditor } from '@/features/authoring/quiz/quiz-editor';
import { QuestionStep } from '@/features/quizzes/components/question-step';

afterEach(() => vi.unstubAllGlobals());

const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
const renderEditor = () => render(<MantineProvider><QuizEditor quizId="quiz-offline" learnerStep={QuestionStep} /></MantineProvider>);

test('authoring offline: edits are saved on the device, kept across a reload, and previewed as a learner', async () => {
  offline();
  const user = userEvent.setup();
  const first = renderEditor();
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(screen.getByText(/The published version could not be loaded/)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('No unpublished changes');
  await user.type(screen.getByLabelText(/^Name/), 'Loops');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved on this device'));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Single choice' }));
  await user.type(await screen.findByLabelText('Question 1'), 'Python has a for loop.');
  await waitFor(async () => expect((await db.localDrafts.get('quiz:quiz-offline'))?.fields.name?.value).toBe('Loops'));
  first.unmount();

  renderEditor();
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
  render(<MantineProvider><QuizEditor quizId="quiz-incomplete" learnerStep={QuestionStep} /></MantineProvider>);
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Single choice' }));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = (await screen.findByText('Not published: fix these first')).closest('[role="alert"]')!;
  expect(alert.textContent).toContain('The quiz needs a name.');
  expect(alert.textContent).toContain('Question 1:');
});
