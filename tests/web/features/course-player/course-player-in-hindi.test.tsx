// Issue 52: the course player in Hindi — the lesson list, the lesson's practice link and its buttons switch with the language.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { renderApp } from '../../support/render-app';
import { courseRow, lessonRow } from '../../support/rows';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'c1', title: 'Algebra I' }));
  await db.modules.put({ id: 'm1', courseId: 'c1', title: 'Numbers', position: 1 });
  await db.lessons.bulkPut([
    lessonRow({ id: 'l1', courseId: 'c1', moduleId: 'm1', title: 'Integers', position: 1, content: 'Whole numbers.' }),
    lessonRow({ id: 'l2', courseId: 'c1', moduleId: 'm1', title: 'Solving', position: 2, quizId: 'q1', content: '<p>Solve x</p>' }),
  ]);
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the player shows its texts in Hindi once Hindi is chosen', async () => {
  renderApp('/course-player/c1?lesson=l2', 'learner');
  const article = await screen.findByRole('article', {}, { timeout: 5000 });
  expect(within(article).getByRole('link', { name: 'Take the quiz' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(within(article).getByRole('link', { name: 'क्विज़ दें' }).getAttribute('href')).toBe('/take-quiz?quiz=q1');
  expect(within(article).getByRole('button', { name: 'पूरा हुआ मार्क करें' })).toBeTruthy();
  expect(within(article).getByRole('button', { name: 'पिछला' })).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'पाठ' });
  expect(within(nav).getByText('क्विज़')).toBeTruthy();
});
