// The course store (SPEC §3): list, assigned, selected, loading, with progress from the progress table.
import { beforeEach, describe, expect, test } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { useCourseStore } from '@/features/courses/data/course-store';
import { selectCourse } from '@/features/courses/data/selection';
import { courseRow, enrolmentRow, lessonRow, progressRow } from '../../support/rows';

beforeEach(async () => {
  await clearLocalUserData();
  selectCourse(null);
  await db.courses.bulkPut([
    courseRow({ id: 'c-stats', title: 'Statistics' }),
    courseRow({ id: 'c-alg', title: 'Algebra', assigned: true }),
    courseRow({ id: 'c-bio', title: 'Biology' }),
    courseRow({ id: 'c-chem', title: 'Chemistry' }),
  ]);
});

async function loadedStore() {
  const hook = renderHook(() => useCourseStore());
  expect(hook.result.current.loading).toBe(true);
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

describe('the course store', () => {
  test('lists every course by title once the local database answers', async () => {
    const { result } = await loadedStore();
    expect(result.current.list.map((c) => c.id)).toEqual(['c-alg', 'c-bio', 'c-chem', 'c-stats']);
  });

  test('assigned holds courses the server assigned and those enrolled or requested on this device', async () => {
    await db.enrolments.bulkPut([enrolmentRow('c-bio', 'pending'), enrolmentRow('c-stats', 'active')]);
    const { result } = await loadedStore();
    expect(result.current.assigned.map((c) => c.id)).toEqual(['c-alg', 'c-bio', 'c-stats']);
    expect(result.current.enrolments.get('c-bio')).toBe('pending');
  });

  test('course progress is completed sections over all sections of the course', async () => {
    await db.lessons.bulkPut([
      lessonRow({ id: 'l1', courseId: 'c-alg', moduleId: 'm1', sections: 3 }),
      lessonRow({ id: 'l2', courseId: 'c-alg', moduleId: 'm1' }),
      lessonRow({ id: 'l3', courseId: 'c-bio', moduleId: 'm2' }),
    ]);
    await db.progress.bulkPut([
      progressRow({ courseId: 'c-alg', lessonId: 'l1', section: 0, completed: true }),
      progressRow({ courseId: 'c-alg', lessonId: 'l1', section: 1, progress: 80 }),
      progressRow({ courseId: 'c-alg', lessonId: 'l2', completed: true }),
    ]);
    const { result } = await loadedStore();
    expect(result.current.progress.get('c-alg')).toEqual({ completed: 2, total: 4, percent: 50 });
    expect(result.current.progress.has('c-bio')).toBe(false);
    // A new completed section arrives (a pull or the player): the store follows without a reload.
    await act(() => db.progress.put(progressRow({ courseId: 'c-alg', lessonId: 'l1', section: 2, completed: true })));
    await waitFor(() => expect(result.current.progress.get('c-alg')?.percent).toBe(75));
  });

  test('selected follows select() and stays picked across screens', async () => {
    const { result } = await loadedStore();
    expect(result.current.selected).toBeUndefined();
    act(() => result.current.select('c-chem'));
    expect(result.current.selected?.title).toBe('Chemistry');
    const other = renderHook(() => useCourseStore());
    await waitFor(() => expect(other.result.current.selected?.id).toBe('c-chem'));
  });

  test('is empty, not loading, on a device that never synced', async () => {
    await clearLocalUserData();
    const { result } = await loadedStore();
    expect(result.current.list).toEqual([]);
    expect(result.current.assigned).toEqual([]);
  });
});
