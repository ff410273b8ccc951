// An imported question's images (issue 50) are shown in its editor with their alternative text, which
// the author can change; Remove takes one away, the last one leaving no images field; changing the
// kind keeps them.
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { QuestionEditor } from '@/features/authoring/quiz/question-editor';
import { renderEditor } from './render-editor';

const MAP = { src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000001.png', alt: 'map.png' };
const FLAG = { src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000002.png', alt: 'A red flag' };
const pictured: AuthoredQuestion = {
  id: 'q1', prompt: 'Which city is shown?', kind: 'single', options: ['Paris', 'Lyon'], items: [], answer: ['Paris'], tolerance: 0, points: 1, feedback: '', images: [MAP, FLAG],
};

test('shows each image, edits its alternative text, removes it, and keeps the images across a change of kind', async () => {
  const user = userEvent.setup();
  const changes: AuthoredQuestion[] = [];
  const view = renderEditor(<QuestionEditor question={pictured} number={2} onChange={(q) => changes.push(q)} />);
  expect(screen.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([[MAP.alt, MAP.src], [FLAG.alt, FLAG.src]]);
  await user.type(screen.getByLabelText('Image 1 of question 2: text for screen readers'), '!');
  expect(changes.at(-1)!.images).toEqual([{ ...MAP, alt: 'map.png!' }, FLAG]);
  await user.click(screen.getByRole('button', { name: 'Remove image 2 of question 2' }));
  expect(changes.at(-1)!.images).toEqual([MAP]);
  await user.selectOptions(screen.getByLabelText('Kind'), 'multiple');
  expect(changes.at(-1)).toMatchObject({ kind: 'multiple', images: [MAP, FLAG] });
  view.unmount();
  renderEditor(<QuestionEditor question={{ ...pictured, images: [MAP] }} number={1} onChange={(q) => changes.push(q)} />);
  await user.click(screen.getByRole('button', { name: 'Remove image 1 of question 1' }));
  expect('images' in changes.at(-1)!).toBe(false);
});
