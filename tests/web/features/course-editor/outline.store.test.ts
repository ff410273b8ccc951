// The editor's course detail store (SPEC §4): lessons deleted, newLessons added and removed, clear.
import { describe, expect, test } from 'vitest';
import type { EditorLesson, EditorOutline } from '@contract/course-editor';
import {
  initialOutline,
  outlineReducer,
  removalsWithProgress,
  toPublishBody,
  type OutlineAction,
  type OutlineState,
} from '@/features/course-editor/store/outline.store';

const lesson = (id: string, title = id): EditorLesson => ({ id, title, type: 'text', content: '<p>x</p>', mediaUrl: null, sections: 1 });

const outline: EditorOutline = {
  courseId: 'c1',
  version: 3,
  published: true,
  details: { title: 'Algebra', description: 'Numbers', imageUrl: null },
  modules: [
    { id: 'm1', title: 'Basics', lessons: [lesson('l1'), lesson('l2')] },
    { id: 'm2', title: 'More', lessons: [lesson('l3')] },
  ],
  learnersWithProgress: { l2: 4 },
};

const run = (...actions: OutlineAction[]): OutlineState =>
  actions.reduce(outlineReducer, outlineReducer(initialOutline, { type: 'loaded', outline }));

describe('the editor course detail store', () => {
  test('loading keeps the outline: lessons published, none new, module order of lessons', () => {
    const state = run();
    expect(state.baseVersion).toBe(3);
    expect(state.lessons.map((l) => l.id)).toEqual(['l1', 'l2', 'l3']);
    expect(state.newLessons).toEqual([]);
    expect(state.modules.map((m) => m.lessonIds)).toEqual([['l1', 'l2'], ['l3']]);
  });

  test('a new lesson is tracked in newLessons, not lessons, and shows in its module', () => {
    const state = run({ type: 'newLessonAdded', moduleId: 'm2', lesson: lesson('n1', 'Fresh') });
    expect(state.newLessons.map((l) => l.id)).toEqual(['n1']);
    expect(state.lessons.map((l) => l.id)).not.toContain('n1');
    expect(state.modules[1]?.lessonIds).toEqual(['l3', 'n1']);
  });

  test('adding the same new lesson twice keeps one; a new lesson into a missing module is ignored', () => {
    const state = run(
      { type: 'newLessonAdded', moduleId: 'm2', lesson: lesson('n1') },
      { type: 'newLessonAdded', moduleId: 'm2', lesson: lesson('n1', 'Renamed') },
      { type: 'newLessonAdded', moduleId: 'nope', lesson: lesson('n2') },
    );
    expect(state.newLessons).toEqual([lesson('n1', 'Renamed')]);
    expect(state.modules[1]?.lessonIds).toEqual(['l3', 'n1']);
  });

  test('a new lesson can be removed: gone from newLessons and its module, nothing to delete on publish', () => {
    const state = run({ type: 'newLessonAdded', moduleId: 'm1', lesson: lesson('n1') }, { type: 'newLessonRemoved', lessonId: 'n1' });
    expect(state.newLessons).toEqual([]);
    expect(state.modules[0]?.lessonIds).toEqual(['l1', 'l2']);
    expect(state.deletedLessonIds).toEqual([]);
  });

  test('removing a published lesson through newLessonRemoved does nothing', () => {
    expect(run({ type: 'newLessonRemoved', lessonId: 'l1' })).toEqual(run());
  });

  test('a lesson can be deleted from the list; the publish then asks about its learners', () => {
    const state = run({ type: 'lessonDeleted', lessonId: 'l2' }, { type: 'lessonDeleted', lessonId: 'l1' });
    expect(state.lessons.map((l) => l.id)).toEqual(['l3']);
    expect(state.modules[0]?.lessonIds).toEqual([]);
    expect(state.deletedLessonIds).toEqual(['l2', 'l1']);
    expect(removalsWithProgress(state)).toEqual(['l2']);
  });

  test('deleting a module deletes its published and new lessons', () => {
    const state = run({ type: 'newLessonAdded', moduleId: 'm1', lesson: lesson('n1') }, { type: 'moduleDeleted', id: 'm1' });
    expect(state.modules.map((m) => m.id)).toEqual(['m2']);
    expect(state.newLessons).toEqual([]);
    expect(state.deletedLessonIds).toEqual(['l1', 'l2']);
  });

  test('modules and lessons reorder, also across modules; edits reach new and published lessons', () => {
    const state = run(
      { type: 'moduleAdded', id: 'm3', title: 'Last' },
      { type: 'moduleMoved', id: 'm3', toIndex: 0 },
      { type: 'lessonMoved', lessonId: 'l1', toModuleId: 'm2', toIndex: 0 },
      { type: 'newLessonAdded', moduleId: 'm3', lesson: lesson('n1') },
      { type: 'lessonEdited', lessonId: 'n1', patch: { title: 'New title' } },
      { type: 'lessonEdited', lessonId: 'l3', patch: { content: '<p>changed</p>' } },
      { type: 'moduleRenamed', id: 'm2', title: 'Renamed' },
    );
    expect(state.modules.map((m) => [m.id, m.title, m.lessonIds])).toEqual([
      ['m3', 'Last', ['n1']],
      ['m1', 'Basics', ['l2']],
      ['m2', 'Renamed', ['l1', 'l3']],
    ]);
    expect(state.newLessons[0]?.title).toBe('New title');
    expect(state.lessons.find((l) => l.id === 'l3')?.content).toBe('<p>changed</p>');
  });

  test('the publish body lists modules with their lessons in order; publishing turns new lessons into lessons', () => {
    const state = run({ type: 'newLessonAdded', moduleId: 'm2', lesson: lesson('n1') }, { type: 'lessonDeleted', lessonId: 'l2' });
    const body = toPublishBody(state, ['l2']);
    expect(body?.baseVersion).toBe(3);
    expect(body?.modules.map((m) => m.lessons.map((l) => l.id))).toEqual([['l1'], ['l3', 'n1']]);
    expect(body?.confirmedRemovals).toEqual(['l2']);
    const after = outlineReducer(state, { type: 'published', version: 4 });
    expect(after).toMatchObject({ baseVersion: 4, newLessons: [], deletedLessonIds: [] });
    expect(after.lessons.map((l) => l.id)).toEqual(['l1', 'l3', 'n1']);
  });

  test('clear resets the course detail and lesson state', () => {
    const state = run({ type: 'newLessonAdded', moduleId: 'm1', lesson: lesson('n1') }, { type: 'lessonDeleted', lessonId: 'l1' }, { type: 'clear' });
    expect(state).toEqual(initialOutline);
    expect(toPublishBody(state)).toBeNull();
  });
});
