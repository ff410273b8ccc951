// The author's per-question feedback is shown with the graded answer on the learner's result (issue 18, item 3).
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QuizResultView } from '@/features/quizzes/components/quiz-result-view';
import { renderInApp } from '../courses/render';
import { questions, resultRow } from './quiz-rows';

test('each answer shows the feedback its question carries, and none where the author wrote none', async () => {
  const result = resultRow('a1');
  result.answers[1] = { ...result.answers[1]!, feedback: 'A loop repeats its body while its condition holds.' };
  renderInApp(<QuizResultView result={result} name="Loops" questions={questions} />);
  const answers = await screen.findAllByRole('listitem');
  expect(within(answers[1]!).getByText('A loop repeats its body while its condition holds.')).toBeTruthy();
  expect(answers[0]!.textContent).not.toMatch(/loop repeats/);
});
