// Issue 52, item 6: the course player marks the author's text (course title, module and lesson
// titles, the lesson's text) with the course's stated language and direction; its own texts not.
import { beforeEach, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';
import { courseRow, lessonRow } from '../../support/rows';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([courseRow({ id: 'ar1', title: 'أساسيات الحاسوب', language: 'ar' }), courseRow({ id: 'none', title: 'Unstated course' })]);
  await db.modules.bulkPut([
    { id: 'm1', courseId: 'ar1', title: 'الفأرة', position: 1 },
    { id: 'm2', courseId: 'none', title: 'Numbers', position: 1 },
  ]);
  await db.lessons.bulkPut([
    lessonRow({ id: 'l1', courseId: 'ar1', moduleId: 'm1', title: 'النقر', position: 1, content: '<p>انقر مرة واحدة.</p>' }),
    lessonRow({ id: 'l2', courseId: 'none', moduleId: 'm2', title: 'Integers', position: 1, content: '<p>Whole numbers.</p>' }),
  ]);
});

/** The nearest element below <html> that states a language, or null. */
const marked = (element: Element | null) => {
  const found = element?.closest('[lang]') ?? null;
  return found === document.documentElement ? null : found;
};

test('an Arabic course: its titles and lesson text carry lang="ar" dir="rtl", the player\'s own texts do not', async () => {
  renderApp('/course-player/ar1?lesson=l1', 'learner');
  const article = await screen.findByRole('article', {}, { timeout: 5000 });
  const course = screen.getByRole('heading', { level: 1, name: 'أساسيات الحاسوب' });
  expect([course.getAttribute('lang'), course.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  const lesson = within(article).getByRole('heading', { level: 2, name: 'النقر' });
  expect([lesson.getAttribute('lang'), lesson.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  const text = within(article).getByText('انقر مرة واحدة.');
  expect(marked(text)?.getAttribute('lang')).toBe('ar');
  expect(marked(text)?.getAttribute('dir')).toBe('rtl');
  const nav = screen.getByRole('navigation', { name: 'Lessons' });
  expect(marked(within(nav).getByText('الفأرة'))?.getAttribute('lang')).toBe('ar');
  expect(marked(within(nav).getByText('النقر'))?.getAttribute('dir')).toBe('rtl');
  // The app's own words: in the page's language (no lang below <html>).
  expect(marked(within(article).getByRole('button', { name: 'Mark complete' }))).toBeNull();
});

test('a course without a stated language marks nothing', async () => {
  renderApp('/course-player/none?lesson=l2', 'learner');
  const article = await screen.findByRole('article', {}, { timeout: 5000 });
  expect(marked(screen.getByRole('heading', { level: 1, name: 'Unstated course' }))).toBeNull();
  expect(marked(within(article).getByText('Whole numbers.'))).toBeNull();
});
