// A long quiz opens as summaries (issue 20, item 6: a quiz of 100 questions mounted some 1,500 inputs
// and painted in ~2.8 s): up to OPEN_ALL_UP_TO questions every editor is open; beyond, each question
// shows its text, points and problem, and opens with 'Edit'; a question added by hand opens at once.
import { expect, test } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { OPEN_ALL_UP_TO, QuestionList } from '@/features/authoring/quiz/question-list';
import { newQuestion } from '@/features/authoring/quiz/quiz-content';

const question = (n: number): AuthoredQuestion => ({ ...newQuestion('truefalse'), prompt: `Statement ${n}` });

function Harness({ count }: { count: number }) {
  const [questions, setQuestions] = useState(() => Array.from({ length: count }, (_, i) => question(i + 1)));
  return (
    <MantineProvider>
      <button type="button" onClick={() => setQuestions([...questions, { ...newQuestion('single') }])}>Add one</button>
      <QuestionList questions={questions} onChange={setQuestions} />
    </MantineProvider>
  );
}

test('a short quiz shows every question editor', () => {
  render(<Harness count={OPEN_ALL_UP_TO} />);
  expect(screen.getAllByLabelText(/^Question \d+$/).length).toBe(OPEN_ALL_UP_TO);
  expect(screen.getByRole('button', { name: 'Close question 1' }).getAttribute('aria-expanded')).toBe('true');
});

test('a long quiz opens as summaries; Edit opens one; a question added by hand opens', async () => {
  const user = userEvent.setup();
  render(<Harness count={40} />);
  expect(screen.queryAllByLabelText(/^Question \d+$/)).toHaveLength(0);
  expect(screen.getByText('Statement 7')).toBeTruthy();
  const edit = screen.getByRole('button', { name: 'Edit question 7' });
  expect(edit.getAttribute('aria-expanded')).toBe('false');
  await user.click(edit);
  expect(screen.getAllByLabelText(/^Question \d+$/)).toHaveLength(1);
  expect((screen.getByLabelText(/^Question 7$/) as HTMLTextAreaElement).value).toBe('Statement 7');
  await user.click(screen.getByRole('button', { name: 'Add one' }));
  expect(screen.getAllByLabelText(/^Question \d+$/)).toHaveLength(2);
  expect(screen.getByLabelText(/^Question 41$/)).toBeTruthy();
  // The new question's summary would have said what is missing; its editor is open instead.
  await user.click(screen.getByRole('button', { name: 'Close question 41' }));
  expect(screen.getByText('The question needs a text.')).toBeTruthy();
});
