// The admin's quiz list shows each quiz's status (issue 17, item 7; issue 18, item 7): its published
// version, 'draft changes' when a draft holds edits, and drafts never published, each linking to
// its editor.
import { beforeEach, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { JsonValue } from '@contract/drafts';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { ActivityListScreen } from '@/features/admin-courses/components/activity-list-screen';
import { courseRow } from '../../support/rows';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';
const quiz = (id: string, name: string, version: number) => ({
  id, courseId: 'c-data', name, code: id, description: '', passMark: 50, timeLimitMinutes: null, dueAt: null,
  questionCount: 4, updatedAt: at, version, shuffleQuestions: false, shuffleOptions: false, attemptsAllowed: null,
});
const field = (value: JsonValue) => ({ value, savedAt: at });

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'c-data', title: 'Data science' }));
  await db.quizzes.bulkPut([quiz('q-steady', 'Steady quiz', 3), quiz('q-edited', 'Edited quiz', 2)]);
  await db.drafts.bulkPut([
    { id: 'quiz:q-edited', kind: 'quiz', entityId: 'q-edited', baseVersion: 2, fields: { name: field('Edited quiz (new)') }, updatedAt: at },
    { id: 'quiz:q-new', kind: 'quiz', entityId: 'q-new', baseVersion: null, fields: { name: field('Brand new quiz'), courseId: field('c-data'), questions: field([{}, {}]) }, updatedAt: at },
    { id: 'deck:d-1', kind: 'deck', entityId: 'd-1', baseVersion: null, fields: { title: field('A deck draft') }, updatedAt: at },
  ]);
});

test('published versions, draft changes and never-published drafts, each with its editor link', async () => {
  renderInApp(<ActivityListScreen kind="quizzes" />);
  const table = await screen.findByRole('table', { name: 'Quizzes' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
  expect(within(row('Steady quiz')).getByText('Published v3')).toBeTruthy();
  expect(within(row('Edited quiz')).getByText('Published v2 · draft changes')).toBeTruthy();
  const fresh = row('Brand new quiz');
  expect(within(fresh).getByText('Draft')).toBeTruthy();
  expect(within(fresh).getByText('Data science')).toBeTruthy();
  expect(within(fresh).getByRole('cell', { name: '2' })).toBeTruthy();
  expect(within(fresh).getByRole('link', { name: /Brand new quiz/ }).getAttribute('href')).toBe('/quizess/q-new');
  // The deck's draft belongs to the flashcards list, not here.
  expect(within(table).queryByText('A deck draft')).toBeNull();
});
