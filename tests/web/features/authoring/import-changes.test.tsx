// Import never changes meaning in silence (issue 50, item 2): a question Moodle would grade otherwise
// is listed with what would change and why, left out unless the author ticks "Import anyway".
import { expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { ImportQuestions } from '@/features/authoring/quiz/import-questions';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';
import { renderEditor } from './render-editor';

const GIFT = `::Towns:: Jesus Christ was from {~Jerusalem ~%25%Bethlehem ~%50%Galilee =Nazareth}

::Penalised:: Who lies in Grant's tomb? {=Grant ~%-50%No one ~Napoleon}

Write an essay about Grant. {}
`;

test('the author sees what would change and chooses to skip it or import it anyway', async () => {
  const user = userEvent.setup();
  const imported: AuthoredQuestion[][] = [];
  renderEditor(<ImportQuestions onImport={(questions) => imported.push(questions)} quizName="Tombs" content={EMPTY_QUIZ} />);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  // Pasted text: typing braces with user-event would read them as key names.
  fireEvent.change(await screen.findByLabelText(/Paste GIFT questions/), { target: { value: GIFT } });
  expect(await screen.findByText('1 question ready, 1 would change, 1 with errors')).toBeTruthy();
  const changes = screen.getByRole('region', { name: 'Items that would change' });
  const anyway = within(changes).getByRole('checkbox', { name: /Import anyway: line 3, Single choice: Penalised: Who lies in Grant's tomb\?/ });
  expect(within(changes).getByText(/Moodle takes marks away for choosing “No one”; here a question never scores below 0/)).toBeTruthy();
  expect(screen.getByText(/An essay needs a person to grade it/)).toBeTruthy();
  expect((anyway as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole('button', { name: 'Add 1 questions' })).toBeTruthy();

  await user.click(anyway);
  await user.click(screen.getByRole('button', { name: 'Add 2 questions' }));
  expect(imported).toHaveLength(1);
  expect(imported[0]!.map((q) => q.prompt)).toEqual(['Jesus Christ was from', "Who lies in Grant's tomb?"]);
  expect(imported[0]![0]).toMatchObject({ weights: [0, 25, 50, 100] });
});

test('left unticked, the question that would change is not imported', async () => {
  const user = userEvent.setup();
  const imported: AuthoredQuestion[][] = [];
  renderEditor(<ImportQuestions onImport={(questions) => imported.push(questions)} quizName="Tombs" content={EMPTY_QUIZ} />);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  fireEvent.change(await screen.findByLabelText(/Paste GIFT questions/), { target: { value: GIFT } });
  await user.click(await screen.findByRole('button', { name: 'Add 1 questions' }));
  expect(imported.map((batch) => batch.map((q) => q.prompt))).toEqual([['Jesus Christ was from']]);
});
