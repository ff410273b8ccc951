// A question's images (issue 50: a Moodle question's embedded images, now course media) are shown with
// their alternative text on the learner's question, review and result; an image from anywhere but the
// course media is never shown, even if a row carried one.
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { QuestionStep } from '@/features/quizzes/components/question-step';
import { QuizResultView } from '@/features/quizzes/components/quiz-result-view';
import { QuizReview } from '@/features/quizzes/components/quiz-review';
import { renderInApp } from '../courses/render';
import { questions, resultRow } from './quiz-rows';

const MAP = { src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000001.png', alt: 'A map of France' };
const pictured: QuizQuestionRowData[] = [{ ...questions[0]!, images: [MAP, { src: 'https://example.com/tracker.png', alt: 'elsewhere' }] }, ...questions.slice(1)];
const nothing = () => {};

/** The images shown in `root`, as [alt, src]. */
const shown = (root: HTMLElement) => within(root).queryAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')]);

test('the question being answered shows its images with their alternative text', async () => {
  renderInApp(<QuestionStep questions={pictured} index={0} answers={[]} onAnswer={nothing} onPrevious={nothing} onNext={nothing} onReview={nothing} />);
  const section = await screen.findByRole('region', { name: 'Pick b' });
  expect(shown(section)).toEqual([[MAP.alt, MAP.src]]);
});

test('the review and the result show them beside the question they belong to', async () => {
  const review = renderInApp(<QuizReview questions={pictured} answers={[]} onGoTo={nothing} onSubmit={nothing} />);
  const items = await screen.findAllByRole('listitem');
  expect(items.map(shown)).toEqual([[[MAP.alt, MAP.src]], [], []]);
  review.unmount();
  renderInApp(<QuizResultView result={resultRow('a1')} name="Loops" questions={pictured} />);
  const answers = await screen.findAllByRole('listitem');
  expect(answers.map(shown)).toEqual([[[MAP.alt, MAP.src]], [], []]);
});
