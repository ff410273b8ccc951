// /dashboard with many courses (issue 55 item 4): the same local reads for 5 courses as for 50, every row shown.
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import DashboardCourses, { FIRST_ROWS } from '@/features/courses/components/dashboard-courses';
import { courseRow, enrolmentRow, lessonRow, moduleRow, progressRow } from '../../support/rows';
import { renderInApp } from './render';

afterEach(() => vi.restoreAllMocks());

const title = (n: number) => `Course ${String(n).padStart(2, '0')}`;

/** Makes each filling's course ids new: Dexie's live-query cache would answer a repeated query without a read. */
let filling = 0;

/** Enrols the learner in `count` courses, with progress in the first two. */
async function enrolIn(count: number): Promise<void> {
  await clearLocalUserData();
  filling += 1;
  const ids = Array.from({ length: count }, (_, i) => `f${filling}-c${i + 1}`);
  await db.courses.bulkPut(ids.map((id, i) => courseRow({ id, title: title(i + 1) })));
  await db.enrolments.bulkPut(ids.map((id) => enrolmentRow(id)));
  await db.modules.bulkPut(ids.slice(0, 2).map((id) => moduleRow({ id: `${id}-m`, courseId: id, position: 1 })));
  await db.lessons.bulkPut(ids.slice(0, 2).map((id) => lessonRow({ id: `${id}-l`, courseId: id, moduleId: `${id}-m`, title: `Lesson of ${id}` })));
  await db.progress.bulkPut(ids.slice(0, 2).map((id) => progressRow({ courseId: id, lessonId: `${id}-l`, completed: true })));
}

/** IndexedDB read requests (get, getAll, cursors, counts on stores and indexes) made while the courses render. */
async function readsToShow(count: number): Promise<number> {
  await enrolIn(count);
  let reads = 0;
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'openCursor', 'openKeyCursor', 'count'] as const) {
      const original = proto[method] as (...args: unknown[]) => IDBRequest;
      vi.spyOn(proto, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
        reads += 1;
        return original.apply(this, args);
      });
    }
  }
  renderInApp(<DashboardCourses />);
  const list = await screen.findByRole('list', { name: 'My courses' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count));
  expect(within(list).getAllByText('100%')).toHaveLength(2);
  cleanup();
  vi.restoreAllMocks();
  return reads;
}

test('50 courses take no more local reads than 5 (one progress read, not one per course)', async () => {
  const few = await readsToShow(5);
  expect(few).toBeGreaterThan(0);
  // At most: a table read answered from the live-query cache is not a read.
  expect(await readsToShow(50)).toBeLessThanOrEqual(few);
});

test('every one of 50 courses is listed in title order, the first screenful at once and the rest right after', async () => {
  await enrolIn(50);
  renderInApp(<DashboardCourses />);
  const list = await screen.findByRole('list', { name: 'My courses' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
  const links = within(list).getAllByRole('link').map((link) => link.textContent);
  expect(links).toEqual(Array.from({ length: 50 }, (_, i) => title(i + 1)));
  expect(FIRST_ROWS).toBeLessThan(50);
});

test('only the rows after the first screenful skip layout until scrolled near; the first take their own height at once (no shift below them)', async () => {
  await enrolIn(30);
  renderInApp(<DashboardCourses />);
  const list = await screen.findByRole('list', { name: 'My courses' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
  const skips = within(list).getAllByRole('listitem').map((row) => row.style.contentVisibility === 'auto');
  expect(skips).toEqual(Array.from({ length: 30 }, (_, i) => i >= FIRST_ROWS));
});
