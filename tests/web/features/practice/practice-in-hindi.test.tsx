// Issue 52: practice's texts are a namespace of their own; an exercise on screen switches to Hindi
// with the shell (its buttons, its questions' names and its mastery rule).
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import { db, type ExerciseRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { renderApp } from '../../support/render-app';

const exercise: ExerciseRow = {
  id: 'x1',
  courseId: 'c1',
  title: 'SUM and AVERAGE',
  instructions: 'A1=4, A2=6, A3=8.',
  updatedAt: '2026-11-22T10:00:00.000Z',
  items: [{ id: 'i1', prompt: '=SUM(A1:A3)', answer: ['18'] }],
};

beforeEach(async () => {
  await clearLocalUserData();
  await db.exercises.put(exercise);
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('an exercise shows its texts in Hindi once Hindi is chosen; the author’s texts stay as written', async () => {
  renderApp('/start-exercise?exercise=x1', 'learner');
  expect(await screen.findByRole('button', { name: 'Finish and save' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('button', { name: 'पूरा करें और सेव करें' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'सवाल 1' })).toBeTruthy();
  expect(await screen.findByText('एक ही कोशिश में हर सवाल सही करें।')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'SUM and AVERAGE', level: 1 })).toBeTruthy();
});
