// A QTI package uploaded in the quiz editor's import dialog (issue 50): the preview names each item
// that cannot import with its file, lists those that would change, and adds the others.
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { ImportQuestions } from '@/features/authoring/quiz/import-questions';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';
import { zipFixture } from '../../../support/question-banks/zip-folder';
import { renderEditor } from './render-editor';

test('an uploaded QTI 2.1 package previews its items, what would change and what cannot import', async () => {
  const user = userEvent.setup();
  const imported: AuthoredQuestion[][] = [];
  renderEditor(<ImportQuestions onImport={(questions) => imported.push(questions)} quizName="Mixed" content={EMPTY_QUIZ} />);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await user.click(await screen.findByRole('radio', { name: 'QTI or Canvas' }));
  expect(screen.getByLabelText(/Paste one QTI item's XML/)).toBeTruthy();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([zipFixture('qti21') as Uint8Array<ArrayBuffer>], 'qti21.zip', { type: 'application/zip' }));
  expect(await screen.findByText('6 questions ready, 4 would change, 2 with errors')).toBeTruthy();
  expect(screen.getByText('items/missing.xml: The manifest names this file, but the package does not hold it.')).toBeTruthy();
  const changes = screen.getByRole('region', { name: 'Items that would change' });
  await user.click(within(changes).getByRole('checkbox', { name: /Import anyway: items\/match_correct\.xml, Matching: Capitals: Match each country to its capital\./ }));
  await user.click(screen.getByRole('button', { name: 'Add 7 questions' }));
  expect(imported[0]!.map((q) => q.kind)).toEqual(['single', 'multiple', 'text', 'numeric', 'ordering', 'matching', 'matching']);
});
