// The course detail store (SPEC §3, §4) and the progress merge rule it shares with the server.
import { describe, expect, test } from 'vitest';
import {
  courseDetailReducer,
  initialCourseDetail,
  isLessonComplete,
  type CourseDetailState,
  type SectionEntry,
} from '@/features/course-player/store/course-detail.store';
import { mergeProgress } from '@/features/course-player/progress-merge';
import { courseRow, lessonRow } from '../../support/rows';

const entry = (lessonId: string, section: number, progress: number, completed = false): SectionEntry => ({ lessonId, section, progress, completed });

const loaded = courseDetailReducer(initialCourseDetail, {
  type: 'loaded',
  details: courseRow({ id: 'c1', title: 'Algebra' }),
  modules: [{ id: 'm1', courseId: 'c1', title: 'Basics', position: 1 }],
  lessons: [lessonRow({ id: 'l1', courseId: 'c1', moduleId: 'm1', sections: 2 }), lessonRow({ id: 'l2', courseId: 'c1', moduleId: 'm1' })],
  progresses: [],
});

describe('progress merge', () => {
  test('keeps the larger progress and a completed section completed', () => {
    expect(mergeProgress({ progress: 80, completed: true }, { progress: 30, completed: false })).toMatchObject({ progress: 80, completed: true });
    expect(mergeProgress({ progress: 30, completed: false }, { progress: 60, completed: false })).toMatchObject({ progress: 60, completed: false });
  });
  test('takes the newer position, keeps the old one when none is reported', () => {
    expect(mergeProgress({ progress: 10, completed: false, position: 4 }, { progress: 5, completed: false, position: 2 }).position).toBe(2);
    expect(mergeProgress({ progress: 10, completed: false, position: 4 }, { progress: 5, completed: false }).position).toBe(4);
  });
});

describe('course detail store', () => {
  test('loads details, modules and lessons', () => {
    expect(loaded.details?.title).toBe('Algebra');
    expect(loaded.modules).toHaveLength(1);
    expect(loaded.lessons.map((l) => l.id)).toEqual(['l1', 'l2']);
  });

  test("updating a section's progress adds an entry, then replaces it (never a second entry)", () => {
    let state: CourseDetailState = courseDetailReducer(loaded, { type: 'progressUpdated', entry: entry('l1', 0, 40) });
    expect(state.Progresses).toEqual([entry('l1', 0, 40)]);
    state = courseDetailReducer(state, { type: 'progressUpdated', entry: entry('l1', 1, 10) });
    state = courseDetailReducer(state, { type: 'progressUpdated', entry: entry('l1', 0, 90) });
    expect(state.Progresses).toHaveLength(2);
    expect(state.Progresses.find((p) => p.section === 0)?.progress).toBe(90);
  });

  test('a replaced entry follows the merge: progress never drops, completed stays completed', () => {
    let state = courseDetailReducer(loaded, { type: 'progressUpdated', entry: entry('l2', 0, 100, true) });
    state = courseDetailReducer(state, { type: 'progressUpdated', entry: entry('l2', 0, 20, false) });
    expect(state.Progresses).toHaveLength(1);
    expect(state.Progresses[0]).toMatchObject(entry('l2', 0, 100, true));
  });

  test('a lesson is complete only when every section is', () => {
    let state = courseDetailReducer(loaded, { type: 'progressUpdated', entry: entry('l1', 0, 100, true) });
    expect(isLessonComplete(state.lessons[0]!, state.Progresses)).toBe(false);
    state = courseDetailReducer(state, { type: 'progressUpdated', entry: entry('l1', 1, 100, true) });
    expect(isLessonComplete(state.lessons[0]!, state.Progresses)).toBe(true);
    expect(isLessonComplete(state.lessons[1]!, state.Progresses)).toBe(false);
  });

  test('deleting a lesson removes it and its progress', () => {
    let state = courseDetailReducer(loaded, { type: 'progressUpdated', entry: entry('l1', 0, 50) });
    state = courseDetailReducer(state, { type: 'lessonDeleted', lessonId: 'l1' });
    expect(state.lessons.map((l) => l.id)).toEqual(['l2']);
    expect(state.Progresses).toEqual([]);
  });

  test('new lessons are tracked apart from the lessons and can be removed', () => {
    let state = courseDetailReducer(loaded, { type: 'newLessonAdded', lesson: lessonRow({ id: 'n1', courseId: 'c1', moduleId: 'm1' }) });
    state = courseDetailReducer(state, { type: 'newLessonAdded', lesson: lessonRow({ id: 'n2', courseId: 'c1', moduleId: 'm1' }) });
    expect(state.newLessons.map((l) => l.id)).toEqual(['n1', 'n2']);
    expect(state.lessons.map((l) => l.id)).toEqual(['l1', 'l2']);
    state = courseDetailReducer(state, { type: 'newLessonRemoved', lessonId: 'n1' });
    expect(state.newLessons.map((l) => l.id)).toEqual(['n2']);
  });

  test('clear resets details, lessons, progress and new lessons', () => {
    const busy = courseDetailReducer(loaded, { type: 'progressUpdated', entry: entry('l1', 0, 50) });
    expect(courseDetailReducer(busy, { type: 'clear' })).toEqual(initialCourseDetail);
  });
});
