// The quiz results screen from the local database: figures, item analysis with flags in words, the
// batch filter, the ready marker and the empty state of a teacher with no batch.
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, type MemberQuizResultRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { QuizResultsScreen } from '@/features/quiz-analysis/components/quiz-results-screen';
import { renderInApp } from '../courses/render';
import { courseRow } from '../../support/rows';
import { LESSON_MEDIA_CACHE } from '@/data/media-cache';
import { installFakeCaches } from '../course-player/fake-cache-storage';

const batch = (id: string, name: string) => ({ id, name, courseId: 'c', courseTitle: 'Spreadsheets', teacherId: 't', teacherName: 'T', startsOn: null, endsOn: null });
const member = (batchId: string, userId: string, name: string) => ({
  id: `${batchId}-${userId}`, batchId, userId, name, email: `${userId}@x.test`, courseId: 'c', completedSections: 0, totalSections: 1, percent: 0, lastActivityAt: null,
});
// Compact as a staff pull sends it: one row per learner, the answer in the order of the version's key (put below).
const attempt = (id: string, userId: string, percent: number, correct: boolean): MemberQuizResultRow => ({
  id: userId, userId,
  attempts: [{
    id, quizId: 'quiz', score: percent / 100, total: 1, percent, passMark: 50, passed: percent >= 50, version: 1,
    startedAt: '2026-11-02T10:00:00Z', submittedAt: '2026-11-02T10:05:00Z', gradedAt: '2026-11-02T10:05:00Z',
    given: [correct ? 'A' : 'B'], earned: [correct ? 1 : 0], right: correct ? '1' : '0',
  }],
});
const quizKey = { id: 'quiz@1', quizId: 'quiz', version: 1, questions: [{ id: 'q1', correctAnswer: ['A'], points: 1 }] };

beforeEach(async () => {
  await clearLocalUserData();
});

describe('/teacher-dashboard/quiz-results', () => {
  test("shows a quiz's figures and item analysis from local data, flags in words, filtered by batch", async () => {
    await db.courses.put(courseRow({ id: 'c', title: 'Spreadsheets' }));
    await db.batches.bulkPut([batch('b1', 'Morning'), batch('b2', 'Evening')]);
    await db.batchMembers.bulkPut([member('b1', 'u1', 'Asha'), member('b1', 'u2', 'Bilal'), member('b2', 'u3', 'Chitra')]);
    await db.quizzes.put({ id: 'quiz', courseId: 'c', name: 'Formulas', code: 'SPR-1', description: '', passMark: 50, timeLimitMinutes: null, dueAt: null, questionCount: 1, updatedAt: '2026-11-01T00:00:00Z' });
    await db.quizQuestions.put({ id: 'q1', quizId: 'quiz', position: 1, prompt: 'Which cell?', kind: 'single', options: ['A', 'B'], points: 1 });
    await db.memberQuizKeys.put(quizKey);
    await db.memberQuizResults.bulkPut([attempt('a1', 'u1', 0, false), attempt('a2', 'u2', 0, false), attempt('a3', 'u3', 100, true)]);

    const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
    const items = await screen.findByRole('table', { name: 'Item analysis' });
    await waitFor(() => expect(container.querySelector('[data-ready="true"]')).not.toBeNull());
    // 1 of 3 right: facility 0.33; B chosen twice; not flagged (0.33 ≥ 0.3).
    const row = within(items).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Which cell?', '3', '0.33', '1', 'B', '2', '']);
    expect(screen.getByText('Attempts per score band: 0–9%: 2, 10–19%: 0, 20–29%: 0, 30–39%: 0, 40–49%: 0, 50–59%: 0, 60–69%: 0, 70–79%: 0, 80–89%: 0, 90–100%: 1.')).toBeTruthy();

    // The morning batch alone: nobody right, facility 0, flagged in words.
    await userEvent.selectOptions(screen.getByLabelText('Batch'), 'Morning');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Item analysis' })).getByText('Low facility (under 0.3)')).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Attempts' })).getAllByRole('row')).toHaveLength(3);
  });

  test("shows a question's images as thumbnails with their text, opening larger, and keeps them in the media cache", async () => {
    const cachesByName = installFakeCaches();
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('png', { headers: { 'content-type': 'image/png' } })));
    await db.courses.put(courseRow({ id: 'c', title: 'Spreadsheets' }));
    await db.batches.put(batch('b1', 'Morning'));
    await db.batchMembers.put(member('b1', 'u1', 'Asha'));
    await db.quizzes.put({ id: 'quiz', courseId: 'c', name: 'Formulas', code: 'SPR-1', description: '', passMark: 50, timeLimitMinutes: null, dueAt: null, questionCount: 1, updatedAt: '2026-11-01T00:00:00Z' });
    await db.quizQuestions.put({ id: 'q1', quizId: 'quiz', position: 1, prompt: 'Which cell?', kind: 'single', options: ['A', 'B'], points: 1,
      images: [{ src: '/media/uploads/0b6f1e2a-4c3d-4e5f-8a9b-1c2d3e4f5a6b.png', alt: 'A grid with B2 highlighted' }, { src: 'https://elsewhere.test/x.png', alt: 'not course media' }] });
    await db.memberQuizKeys.put(quizKey);
    await db.memberQuizResults.put(attempt('a1', 'u1', 100, true));
    try {
      const user = userEvent.setup();
      renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
      const items = await screen.findByRole('table', { name: 'Item analysis' });
      const thumbnail = await within(items).findByRole('button', { name: 'Enlarge image: A grid with B2 highlighted' });
      expect(within(items).getAllByRole('img').map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([['/media/uploads/0b6f1e2a-4c3d-4e5f-8a9b-1c2d3e4f5a6b.png', 'A grid with B2 highlighted']]);
      await user.click(thumbnail);
      const dialog = await screen.findByRole('dialog', { name: 'Question image' });
      expect(within(dialog).getByRole('img', { name: 'A grid with B2 highlighted' }).getAttribute('src')).toBe('/media/uploads/0b6f1e2a-4c3d-4e5f-8a9b-1c2d3e4f5a6b.png');
      expect(within(dialog).getByText('A grid with B2 highlighted')).toBeTruthy();
      await waitFor(() => expect([...(cachesByName.get(LESSON_MEDIA_CACHE)?.entries.keys() ?? [])].map((u) => new URL(u).pathname)).toEqual(['/media/uploads/0b6f1e2a-4c3d-4e5f-8a9b-1c2d3e4f5a6b.png']));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(globalThis, 'caches');
    }
  });

  test('says so when the teacher has no batch', async () => {
    const { container } = renderInApp(<QuizResultsScreen wholeOrganisation={false} />);
    expect(await screen.findByText('You teach no batch yet: quiz results appear here once you have one.')).toBeTruthy();
    expect(container.querySelector('[data-ready="true"]')).not.toBeNull();
    expect(screen.getByText(/Not synced yet|As of/)).toBeTruthy();
  });
});

describe('/admin-dashboard/quiz-results', () => {
  test("covers the organisation's quizzes with a course filter, naming learners from people and memberships", async () => {
    await db.courses.bulkPut([courseRow({ id: 'c', title: 'Spreadsheets' }), courseRow({ id: 'd', title: 'Data' })]);
    await db.batches.put(batch('b1', 'Morning'));
    await db.memberships.put({ id: 'm1', batchId: 'b1', userId: 'u1', createdAt: '2026-11-01T00:00:00Z' });
    await db.people.put({ id: 'u1', name: 'Asha Rao', email: 'asha@x.test', photoUrl: null, role: 'learner', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' });
    const quiz = { description: '', passMark: 50, timeLimitMinutes: null, dueAt: null, questionCount: 1, updatedAt: '2026-11-01T00:00:00Z' };
    await db.quizzes.bulkPut([{ ...quiz, id: 'quiz', courseId: 'c', name: 'Formulas', code: 'SPR-1' }, { ...quiz, id: 'dq', courseId: 'd', name: 'Averages', code: 'DAT-1' }]);
    await db.quizQuestions.put({ id: 'q1', quizId: 'quiz', position: 1, prompt: 'Which cell?', kind: 'single', options: ['A', 'B'], points: 1 });
    await db.memberQuizKeys.put(quizKey);
    await db.memberQuizResults.put(attempt('a1', 'u1', 100, true));

    renderInApp(<QuizResultsScreen wholeOrganisation />);
    // Quizzes by course title: Data's first, with no attempts yet.
    expect(await screen.findByText('Nobody has attempted this quiz yet.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Spreadsheets');
    const attempts = await screen.findByRole('table', { name: 'Attempts' });
    expect(within(attempts).getByText('Asha Rao')).toBeTruthy();
    expect(within(attempts).getByText('Morning')).toBeTruthy();
  });
});
