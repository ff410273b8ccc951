// An admin's on-demand learner record (issue 14): fetched once, cached in the member tables in place
// of that learner's older cached rows, and refused (nothing cached) when the answer is not a record.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { loadLearnerRecord } from '@/data/learner-record';
import { memberAttempts, withAnswers } from '@/data/member-attempts';
import { clearLocalUserData } from '@/data/local-data';

const at = '2026-11-22T10:00:00.000Z';
const fetchMock = vi.fn<typeof fetch>();
const record = {
  person: { id: 'u-ana', name: 'Ana', email: 'ana@example.test', photoUrl: null, role: 'learner', createdAt: at, updatedAt: at },
  progress: [{ id: 'u-ana:l1:0', userId: 'u-ana', courseId: 'c1', lessonId: 'l1', section: 0, progress: 100, completed: true, position: null, updatedAt: at }],
  quizResults: [{ id: 'u-ana', userId: 'u-ana', attempts: [{ id: 'qa1', quizId: 'q1', score: 1, total: 2, percent: 50, passMark: 50, passed: true,
    startedAt: at, submittedAt: at, gradedAt: at, version: 1, given: ['A', 'C'], earned: [1, 0], right: '10' }] }],
  quizKeys: [{ id: 'q1@1', quizId: 'q1', version: 1, questions: [{ id: 'q1-1', correctAnswer: ['A'], points: 1 }, { id: 'q1-2', correctAnswer: ['B'], points: 1, feedback: 'See B.' }] }],
  exerciseAttempts: [{ id: 'xa1', userId: 'u-ana', exerciseId: 'x1', answers: [], correct: 1, total: 2, submittedAt: at }],
  reviews: [{ id: 'rv1', userId: 'u-ana', cardId: 'k1', deckId: 'd1', rating: 3, reviewedAt: at }],
};

beforeEach(async () => {
  await clearLocalUserData();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

test('caches the record in the member tables, replacing the learner\'s older rows', async () => {
  const [cached] = record.quizResults[0]!.attempts;
  await db.memberQuizResults.put({ ...record.quizResults[0]!, attempts: [{ ...cached!, id: 'qa-deleted-since', quizId: 'q-deleted-since' }] });
  await db.memberQuizResults.put({ ...record.quizResults[0]!, id: 'u-other', userId: 'u-other' });
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(record), { status: 200 }));
  await loadLearnerRecord('u-ana');
  expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/admin/learners/u-ana/record');
  expect((await db.memberQuizResults.toCollection().primaryKeys()).sort()).toEqual(['u-ana', 'u-other']);
  expect((await db.memberQuizResults.get('u-ana'))!.attempts.map((attempt) => attempt.id)).toEqual(['qa1']);
  // The learner's summary follows their attempts (the one of 'u-other' was never written here).
  expect(await db.memberQuizSummaries.toCollection().primaryKeys()).toEqual(['u-ana']);
  expect(await db.memberQuizSummaries.get('u-ana')).toMatchObject({ attempted: ['q1'], attempts: 1 });
  expect(await db.people.get('u-ana')).toMatchObject({ name: 'Ana' });
  expect(await db.studentProgress.where('userId').equals('u-ana').count()).toBe(1);
  expect(await db.memberExerciseAttempts.get('xa1')).toMatchObject({ correct: 1 });
  expect(await db.memberReviews.get('rv1')).toMatchObject({ rating: 3 });
  // The attempt reads with its answers against the key cached beside it.
  const [graded] = await withAnswers(memberAttempts(await db.memberQuizResults.where('userId').equals('u-ana').toArray()));
  expect(graded).toMatchObject({ id: 'qa1', userId: 'u-ana', quizId: 'q1', score: 1 });
  expect(graded!.answers).toEqual([
    { qstnId: 'q1-1', answer: 'A', correct: true, correctAnswer: ['A'], points: 1, earned: 1 },
    { qstnId: 'q1-2', answer: 'C', correct: false, correctAnswer: ['B'], points: 1, earned: 0, feedback: 'See B.' },
  ]);
});

test('caches nothing when the answer is not a learner record', async () => {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ person: { id: 'u-ana' } }), { status: 200 }));
  await expect(loadLearnerRecord('u-ana')).rejects.toThrow();
  expect(await db.people.count()).toBe(0);
});
