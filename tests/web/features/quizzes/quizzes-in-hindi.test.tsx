// Issue 52: the quizzes' texts are a namespace of their own; a quiz on screen switches to Hindi with
// the shell (its rules, its buttons, its progress), while the author's texts stay as written.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { renderApp } from '../../support/render-app';
import { cacheQuiz } from './quiz-rows';

beforeEach(async () => {
  await clearLocalUserData();
  await cacheQuiz();
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('a quiz shows its texts in Hindi once Hindi is chosen; the author’s texts stay as written', async () => {
  const user = userEvent.setup();
  renderApp('/take-quiz?quiz=quiz-1', 'learner');
  expect(await screen.findByRole('button', { name: 'Start quiz' }, { timeout: 10_000 })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByText('पास होने के लिए: 60%')).toBeTruthy();
  expect(screen.getByText('3 सवाल')).toBeTruthy();
  expect(screen.getByText('Check loops.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'क्विज़ शुरू करें' }));
  expect(await screen.findByText('सवाल 1 / 3')).toBeTruthy();
  expect(screen.getByRole('group', { name: 'एक जवाब चुनें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
  expect(screen.getByText('Pick b')).toBeTruthy();
  // True/False are named in Hindi; what is saved stays the value 'True'.
  await user.click(screen.getByRole('button', { name: 'अगला' }));
  await user.click(await screen.findByRole('checkbox', { name: 'सही' }));
  await user.click(screen.getByRole('button', { name: 'जवाब जाँचें' }));
  expect(await screen.findByText('2 सवालों के जवाब अभी नहीं दिए गए हैं। बिना जवाब वाले सवालों के कोई अंक नहीं मिलते।')).toBeTruthy();
  expect(screen.getByText('सही')).toBeTruthy();
}, 20_000);
