// An imported question's credit and feedback per answer are shown in the editor; editing the prompt
// keeps them, and changing an option says beforehand and then makes the question all or nothing (issue 50).
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { QuestionEditor } from '@/features/authoring/quiz/question-editor';
import { renderEditor } from './render-editor';

const towns: AuthoredQuestion = {
  id: 'q1', prompt: 'Jesus Christ was from', kind: 'single', options: ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'], items: [], answer: ['Nazareth'],
  tolerance: 0, points: 1, feedback: '', weights: [0, 25, 50, 100], optionFeedback: ['', '', 'The region.', ''],
};

test('shows the credit per option, keeps it on a prompt edit and drops it, as said, on a key edit', async () => {
  const user = userEvent.setup();
  const changes: AuthoredQuestion[] = [];
  renderEditor(<QuestionEditor question={towns} number={1} onChange={(q) => changes.push(q)} />);
  const note = screen.getByRole('alert', { name: /Credit and feedback per answer/ });
  expect(within(note).getByText('Galilee: 50% · “The region.”')).toBeTruthy();
  expect(within(note).getByText(/Changing the options or the right answer makes this question all or nothing/)).toBeTruthy();
  await user.type(screen.getByLabelText('Question 1'), '?');
  expect(changes.at(-1)).toMatchObject({ prompt: 'Jesus Christ was from?', weights: [0, 25, 50, 100] });
  await user.type(screen.getByLabelText('Option 3'), '!');
  expect(changes.at(-1)).toMatchObject({ options: ['Jerusalem', 'Bethlehem', 'Galilee!', 'Nazareth'] });
  expect(changes.at(-1)!.weights).toBeUndefined();
  expect(changes.at(-1)!.optionFeedback).toBeUndefined();
});
