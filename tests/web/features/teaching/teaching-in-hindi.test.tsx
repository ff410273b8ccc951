// Issue 52: the teacher's Batches screen in Hindi — its title, rule, table headers and search switch
// with the language, and so do the learners' CSV headers and the record's timeline.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { BatchesScreen } from '@/features/teaching/components/batches-screen';
import { studentCsvColumns } from '@/features/teaching/data/student-export';
import { timeline } from '@/features/teaching/data/record-rules';
import { renderInApp } from '../courses/render';

beforeEach(async () => {
  await clearLocalUserData();
  await db.batches.put({
    id: 'b1', name: 'Morning batch', courseId: 'c1', courseTitle: 'Spreadsheets', teacherId: 't', teacherName: 'T', startsOn: '2026-09-01', endsOn: null,
  });
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the Batches screen shows its texts in Hindi once Hindi is chosen', async () => {
  renderInApp(<BatchesScreen />);
  expect(await screen.findByRole('link', { name: 'Morning batch' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Batches', level: 1 })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'बैच', level: 1 })).toBeTruthy();
  expect(screen.getByText('औसत प्रगति')).toBeTruthy();
  expect(screen.getByRole('searchbox', { name: 'बैच खोजें' })).toBeTruthy();
  expect(screen.getByText(/कोई विद्यार्थी तब पीछे माना जाता है/)).toBeTruthy();
});

test("the learners' CSV headers and the record's timeline are written in Hindi", async () => {
  await act(() => applyLanguage('hi'));
  expect(studentCsvColumns[0]!.header).toBe('विद्यार्थी');
  const entries = timeline({
    progress: [], quizResults: [], exerciseAttempts: [], feedback: [],
    reviews: [{ reviewedAt: '2026-11-18T08:00:00Z' }, { reviewedAt: '2026-11-18T09:00:00Z' }],
    names: new Map(),
  });
  expect(entries.map((e) => e.text)).toEqual(['2 फ़्लैशकार्ड दोहराए']);
});
