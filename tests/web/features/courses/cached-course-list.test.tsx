// /courses lists the courses cached on the device (what the last sync brought), live from Dexie.
import { beforeEach, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyPull } from '@/data/sync/pull';
import { CachedCourseList } from '@/features/courses/components/cached-course-list';
import { renderApp } from '../../support/render-app';
import { courseRow } from '../../support/rows';

const renderList = () => render(<MantineProvider><CachedCourseList /></MantineProvider>);

beforeEach(async () => {
  await clearLocalUserData();
});

test('shows a loader, then the cached courses with title and summary, by title', async () => {
  await db.courses.bulkPut([
    courseRow({ id: 'c2', title: 'Biology basics', summary: 'Cells and life' }),
    courseRow({ id: 'c1', title: 'Algebra I', summary: 'Equations step by step' }),
  ]);
  renderList();
  expect(screen.getByLabelText('Loading courses')).toBeTruthy();
  const list = await screen.findByRole('list', { name: 'Courses' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Algebra I', 'Biology basics']);
  expect(within(items[0]!).getByText('Equations step by step')).toBeTruthy();
});

test('says when nothing is cached yet, and shows what a sync brings without a reload', async () => {
  renderList();
  expect(await screen.findByText('No courses yet — they appear after your first sync.')).toBeTruthy();
  await applyPull({ cursor: '1', reset: false, lastMutationId: 0, changes: { courses: { put: [{ id: 'c1', title: 'Chemistry', summary: 'Atoms' }], del: [] } } });
  expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeTruthy();
});

test('the /courses route shows the cached list inside the layout', async () => {
  await db.courses.put(courseRow({ id: 'c1', title: 'Algebra I', summary: 'Equations' }));
  renderApp('/courses', 'learner');
  expect(await screen.findByRole('heading', { name: 'Algebra I' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'My Courses', level: 1 })).toBeTruthy();
});
