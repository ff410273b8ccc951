// Issue 52: the quiz, exercise and deck editors in Hindi, from the authoring feature's own namespace.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { applyLanguage } from '@/i18n/i18n';
import { clearLocalUserData } from '@/data/local-data';
import { QuizEditor } from '@/features/authoring/quiz/quiz-editor';
import { ExerciseEditor } from '@/features/authoring/exercise/exercise-editor';
import { DeckEditor } from '@/features/authoring/deck/deck-editor';
import { QuestionStep } from '@/features/quizzes/components/question-step';
import { renderEditor } from './render-editor';

beforeEach(() => clearLocalUserData());
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

const offline = () => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

test('the quiz editor shows its texts in Hindi', async () => {
  offline();
  renderEditor(<QuizEditor quizId="quiz-hindi" learnerStep={QuestionStep} />);
  await waitFor(() => expect(document.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(screen.getByRole('heading', { level: 1, name: 'New quiz' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'नया क्विज़' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'सवाल जोड़ें' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('कोई अप्रकाशित बदलाव नहीं');
  expect(screen.getByLabelText('पास अंक (%)')).toBeTruthy();
});

test('the exercise editor shows its texts in Hindi', async () => {
  offline();
  await act(() => applyLanguage('hi'));
  renderEditor(<ExerciseEditor exerciseId="exercise-hindi" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'नया अभ्यास' }, { timeout: 30_000 })).toBeTruthy();
  expect(screen.getByLabelText('महारत का नियम')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'खाली जगह भरना जोड़ें' })).toBeTruthy();
});

test('the deck editor shows its texts in Hindi', async () => {
  offline();
  await act(() => applyLanguage('hi'));
  renderEditor(<DeckEditor deckId="deck-hindi" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'नया डेक' }, { timeout: 30_000 })).toBeTruthy();
  expect(screen.getByText('अभी कोई कार्ड नहीं: एक जोड़ें, या Anki फ़ाइल इम्पोर्ट करें।')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Anki के लिए एक्सपोर्ट करें' })).toBeTruthy();
});
