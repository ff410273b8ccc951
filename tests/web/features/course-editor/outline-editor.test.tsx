// The outline editor over the real course detail store (SPEC §4): add a module and lessons, rename,
// reorder by keyboard (the move buttons), remove a new lesson (it leaves newLessons), delete a
// published one.
import { useEffect, useReducer } from 'react';
import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { EditorOutline } from '@contract/course-editor';
import { OutlineEditor } from '@/features/course-editor/components/outline-editor';
import { initialOutline, outlineReducer, type OutlineState } from '@/features/course-editor/store/outline.store';

const outline: EditorOutline = {
  courseId: 'c1',
  version: 1,
  published: true,
  details: { title: 'Algebra', description: '', imageUrl: null },
  modules: [{ id: 'm1', title: 'Basics', lessons: [{ id: 'l1', title: 'Numbers', type: 'video', content: '', mediaUrl: '/media/a.webm', sections: 1 }] }],
  learnersWithProgress: {},
};

const seen: { latest: OutlineState } = { latest: initialOutline };
function Harness() {
  const [state, dispatch] = useReducer(outlineReducer, outlineReducer(initialOutline, { type: 'loaded', outline }));
  useEffect(() => {
    seen.latest = state;
  }, [state]);
  return <OutlineEditor state={state} dispatch={dispatch} />;
}
const latestState = () => seen.latest;

const lessonTitles = () => screen.getAllByLabelText('Lesson title').map((input) => (input as HTMLInputElement).value);

test('modules and lessons are added, renamed, reordered by keyboard and removed through the store', async () => {
  const user = userEvent.setup();
  render(<MantineProvider><Harness /></MantineProvider>);

  await user.click(screen.getByRole('button', { name: 'Add module' }));
  const moduleTitles = screen.getAllByLabelText('Module title');
  expect(moduleTitles.map((input) => (input as HTMLInputElement).value)).toEqual(['Basics', 'New module']);
  await user.clear(moduleTitles[1]!);
  await user.type(moduleTitles[1]!, 'Practice');
  expect(latestState().modules.map((m) => m.title)).toEqual(['Basics', 'Practice']);

  // Two new lessons in the first module, the second renamed.
  const addLesson = () => user.click(screen.getAllByRole('button', { name: 'Add lesson' })[0]!);
  await addLesson();
  await addLesson();
  expect(lessonTitles()).toEqual(['Numbers', 'New lesson', 'New lesson']);
  const third = screen.getAllByLabelText('Lesson title')[2]!;
  await user.clear(third);
  await user.type(third, 'Fractions');
  expect(latestState().newLessons.map((l) => l.title)).toEqual(['New lesson', 'Fractions']);

  // Move 'Fractions' to the top with the keyboard: focus its 'up' button and press Enter twice.
  const up = screen.getByRole('button', { name: 'Move Fractions up' });
  up.focus();
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  expect(lessonTitles()).toEqual(['Fractions', 'Numbers', 'New lesson']);
  expect(screen.getByRole('button', { name: 'Move Fractions up' })).toHaveProperty('disabled', true);
  expect(latestState().modules[0]!.lessonIds).toEqual([latestState().newLessons[1]!.id, 'l1', latestState().newLessons[0]!.id]);

  // A new lesson is removed (gone from newLessons); a published one is deleted (gone from lessons).
  const untitled = screen.getAllByLabelText('Lesson title')[2]!.closest('.mantine-Stack-root')!.parentElement!;
  await user.click(within(untitled as HTMLElement).getByRole('button', { name: 'Remove new lesson' }));
  expect(latestState().newLessons.map((l) => l.title)).toEqual(['Fractions']);
  await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
  expect(latestState().lessons.map((l) => l.id)).toEqual([]);
  expect(lessonTitles()).toEqual(['Fractions']);

  // The module moves down by keyboard too.
  screen.getByRole('button', { name: 'Move Basics down' }).focus();
  await user.keyboard('{Enter}');
  expect(latestState().modules.map((m) => m.title)).toEqual(['Practice', 'Basics']);
});
