// Issue 52: the quiz results' texts are a namespace of their own; the report on screen switches to
// Hindi with the shell (its headings, its figures, its columns), while the quiz's own texts stay as written.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db, type MemberQuizResultRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { QuizResultsScreen } from '@/features/quiz-analysis/components/quiz-results-screen';
import { renderInApp } from '../courses/render';
import { courseRow } from '../../support/rows';
import { captureDownload } from '../../support/download';

const batch = { id: 'b1', name: 'Morning', courseId: 'c', courseTitle: 'Spreadsheets', teacherId: 't', teacherName: 'T', startsOn: null, endsOn: null };
const member = { id: 'b1-u1', batchId: 'b1', userId: 'u1', name: 'Asha', email: 'u1@x.test', courseId: 'c', completedSections: 0, totalSections: 1, percent: 0, lastActivityAt: null };
const result: MemberQuizResultRow = {
  id: 'u1', userId: 'u1',
  attempts: [{
    id: 'a1', quizId: 'quiz', score: 0, total: 2, percent: 0, passMark: 50, passed: false, version: 1,
    startedAt: '2026-11-02T10:00:00Z', submittedAt: '2026-11-02T10:05:00Z', gradedAt: '2026-11-02T10:05:00Z',
    given: ['B', 'False'], earned: [0, 0], right: '00',
  }],
};

beforeEach(async () => {
  await clearLocalUserData();
  await db.courses.put(courseRow({ id: 'c', title: 'Spreadsheets' }));
  await db.batches.put(batch);
  await db.batchMembers.put(member);
  await db.quizzes.put({ id: 'quiz', courseId: 'c', name: 'Formulas', code: 'SPR-1', description: '', passMark: 50, timeLimitMinutes: null, dueAt: null, questionCount: 2, updatedAt: '2026-11-01T00:00:00Z' });
  await db.quizQuestions.put({ id: 'q1', quizId: 'quiz', position: 1, prompt: 'Which cell?', kind: 'single', options: ['A', 'B'], points: 1 });
  await db.quizQuestions.put({ id: 'q2', quizId: 'quiz', position: 2, prompt: 'Is $A$1 absolute?', kind: 'truefalse', options: ['True', 'False'], points: 1 });
  await db.memberQuizKeys.put({ id: 'quiz@1', quizId: 'quiz', version: 1, questions: [{ id: 'q1', correctAnswer: ['A'], points: 1 }, { id: 'q2', correctAnswer: ['True'], points: 1 }] });
  await db.memberQuizResults.put(result);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the quiz report shows its texts in Hindi once Hindi is chosen; the quiz’s texts stay as written', async () => {
  const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
  await screen.findByRole('table', { name: 'Item analysis' });
  await waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
  expect(within(screen.getByRole('table', { name: 'Item analysis' })).getByText('False')).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('heading', { name: 'क्विज़ के नतीजे', level: 1 })).toBeTruthy();
  const items = screen.getByRole('table', { name: 'सवालों का विश्लेषण' });
  expect(within(items).getAllByText('कम आसानी (0.3 से कम)')).toHaveLength(2);
  expect(within(items).getByText('Which cell?')).toBeTruthy();
  // A True/False question's most chosen wrong answer is named in Hindi (the learner answered 'False').
  expect(within(items).getByText('गलत')).toBeTruthy();
  expect(screen.getByText('औसत स्कोर')).toBeTruthy();
  expect(within(screen.getByRole('table', { name: 'कोशिशें' })).getByText('पास नहीं')).toBeTruthy();
});


test('the CSV exports are in the language shown: their headers, results and flags', async () => {
  const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
  await screen.findByRole('table', { name: 'Item analysis' });
  await waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
  let csv = captureDownload();
  fireEvent.click(screen.getByRole('button', { name: 'Export attempts (CSV)' }));
  expect((await csv).split('\r\n')[0]).toBe('Learner,Email,Batch,Submitted,Score,Out of,Percent,Result');
  vi.restoreAllMocks();
  await act(() => applyLanguage('hi'));
  csv = captureDownload();
  fireEvent.click(await screen.findByRole('button', { name: 'कोशिशें एक्सपोर्ट करें (CSV)' }));
  const lines = (await csv).split('\r\n');
  expect(lines[0]!.startsWith('सीखने वाला,')).toBe(true);
  expect(lines[0]!.endsWith(',नतीजा')).toBe(true);
  expect(lines[1]!.endsWith(',पास नहीं')).toBe(true);
  csv = captureDownload();
  fireEvent.click(screen.getByRole('button', { name: 'सवालों का विश्लेषण एक्सपोर्ट करें (CSV)' }));
  const items = (await csv).split('\r\n');
  expect(items[0]!.endsWith(',चिह्न')).toBe(true);
  expect(items[1]!.endsWith(',कम आसानी (0.3 से कम)')).toBe(true);
});
