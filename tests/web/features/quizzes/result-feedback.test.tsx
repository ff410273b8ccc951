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

test('a partly right answer shows its points and the feedback of the option the learner chose (issue 50)', async () => {
  const result = resultRow('a1');
  result.answers[0] = { ...result.answers[0]!, correct: false, earned: 0.5, points: 1, answerFeedback: ['Galilee is the region; the town is Nazareth.'] };
  renderInApp(<QuizResultView result={result} name="Loops" questions={questions} />);
  const answers = await screen.findAllByRole('listitem');
  expect(within(answers[0]!).getByText('Partly correct: 0.5 of 1 points')).toBeTruthy();
  expect(within(answers[0]!).getByText('Galilee is the region; the town is Nazareth.')).toBeTruthy();
  expect(answers[1]!.textContent).not.toMatch(/Galilee|Partly/);
});
