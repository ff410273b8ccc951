// Issue 52: the course editor's outline in Hindi — its heading, field labels, kinds and buttons
// switch with the language, and so does a publish conflict's list of differences.
import { useReducer } from 'react';
import { afterEach, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { EditorOutline, PublishConflict } from '@contract/course-editor';
import { applyLanguage } from '@/i18n/i18n';
import { OutlineEditor } from '@/features/course-editor/components/outline-editor';
import { StaleDifferences } from '@/features/course-editor/components/publish-conflict';
import { initialOutline, outlineReducer } from '@/features/course-editor/store/outline.store';

const outline: EditorOutline = {
  courseId: 'c1',
  version: 1,
  published: true,
  details: { title: 'Algebra', description: '', imageUrl: null },
  modules: [{ id: 'm1', title: 'Basics', lessons: [{ id: 'l1', title: 'Numbers', type: 'video', content: '', mediaUrl: '/media/a.webm', sections: 1 }] }],
  learnersWithProgress: {},
};

function Harness() {
  const [state, dispatch] = useReducer(outlineReducer, outlineReducer(initialOutline, { type: 'loaded', outline }));
  return <OutlineEditor state={state} dispatch={dispatch} />;
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the outline editor shows its texts in Hindi once Hindi is chosen', async () => {
  render(<MantineProvider><Harness /></MantineProvider>);
  expect(screen.getByRole('heading', { name: 'Modules and lessons' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'मॉड्यूल और पाठ' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'मॉड्यूल जोड़ें' })).toBeTruthy();
  expect(screen.getByLabelText('पाठ का नाम')).toBeTruthy();
  expect(screen.getByText('वीडियो')).toBeTruthy();
});

test("a publish conflict's differences are listed in Hindi", async () => {
  await act(() => applyLanguage('hi'));
  const conflict: PublishConflict = { reason: 'stale', version: 3, differences: [{ kind: 'lesson', id: 'l1', title: 'Numbers', change: 'removed' }], lessonsWithProgress: [] };
  render(<MantineProvider><StaleDifferences conflict={conflict} onReload={() => undefined} /></MantineProvider>);
  expect(screen.getByText("पाठ 'Numbers' हटाया गया।")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'मेरा ड्राफ़्ट हटाएँ और नई रूपरेखा लोड करें' })).toBeTruthy();
});
