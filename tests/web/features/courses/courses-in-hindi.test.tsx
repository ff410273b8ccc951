// Issue 52: the catalogue in Hindi — its tabs, filters, level badges and card progress switch with the language.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { CoursesScreen } from '@/features/courses/components/courses-screen';
import { courseRow, enrolmentRow, lessonRow, progressRow } from '../../support/rows';
import { renderInApp } from './render';

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.bulkPut([
    courseRow({ id: 'a', title: 'Algebra I', category: 'Maths', level: 'beginner', assigned: true }),
    courseRow({ id: 'b', title: 'Cell biology', category: 'Science', level: 'intermediate' }),
  ]);
  await db.enrolments.put(enrolmentRow('b', 'pending'));
  await db.lessons.bulkPut([lessonRow({ id: 'l1', courseId: 'a', moduleId: 'm' }), lessonRow({ id: 'l2', courseId: 'a', moduleId: 'm' })]);
  await db.progress.put(progressRow({ courseId: 'a', lessonId: 'l1', completed: true }));
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the catalogue shows its texts in Hindi once Hindi is chosen', async () => {
  renderInApp(<CoursesScreen />);
  expect(await screen.findByRole('progressbar', { name: 'Algebra I: 50% complete' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'कोर्स', level: 1 })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'सभी कोर्स' })).toBeTruthy();
  expect(screen.getByRole('searchbox', { name: 'कोर्स खोजें' })).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Algebra I: 50% पूरा' })).toBeTruthy();
  const card = screen.getByRole('heading', { name: 'Cell biology' }).closest('li')!;
  expect(within(card).getByText('बाकी')).toBeTruthy();
  expect(within(card).getByText('मध्यम')).toBeTruthy();
});
