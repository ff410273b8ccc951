/** What the demo learners have already done: enrolments, progress, attempts, reviews, AI chat. */
import type { Database } from '../db/client';
import * as t from '../db/schema';

const org = { organisationId: '5' };
const when = (iso: string) => new Date(iso);

/** Seeds the demo learners' history in Demo Academy (idempotent). */
export async function seedDemoActivity(db: Database): Promise<void> {
  await db.insert(t.enrolments).values([
    { ...org, id: 'e-c5-finance-u5-learner', courseId: 'c5-finance', userId: 'u5-learner', status: 'active' },
    { ...org, id: 'e-c5-data-u5-learner', courseId: 'c5-data', userId: 'u5-learner', status: 'requested' },
  ]).onConflictDoNothing();
  await db.insert(t.courseAccess).values([
    { ...org, id: 'a-c5-writing-u5-learner', courseId: 'c5-writing', userId: 'u5-learner', grantedBy: 'u5-admin' },
  ]).onConflictDoNothing();
  await db.insert(t.lessonProgress).values([
    { ...org, id: 'p-u5-learner-c5-spreadsheets-m1-l1-0', userId: 'u5-learner', courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l1', section: 0, progress: 100, completed: true, position: 6 },
    { ...org, id: 'p-u5-learner-c5-spreadsheets-m1-l2-0', userId: 'u5-learner', courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 0, progress: 100, completed: true },
    { ...org, id: 'p-u5-learner-c5-spreadsheets-m1-l2-1', userId: 'u5-learner', courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 1, progress: 40, completed: false },
  ]).onConflictDoNothing();
  await db.insert(t.quizAttempts).values([
    { ...org, id: '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11', quizId: 'c5-spreadsheets-quiz', userId: 'u5-learner',
      answers: [{ qstnId: 'c5-spreadsheets-quiz-q1', answer: '=A$1*2' }, { qstnId: 'c5-spreadsheets-quiz-q2', answer: 'B2, B3, B4 and B5' }, { qstnId: 'c5-spreadsheets-quiz-q3', answer: ['C7', 'AA12'] }],
      score: 2, total: 3, passed: true, startedAt: when('2026-11-18T10:02:00Z'), submittedAt: when('2026-11-18T10:09:30Z') },
    { ...org, id: '9a0c6f8e-2b7d-4f55-8e21-3c4d5e6f7a80', quizId: 'c5-spreadsheets-quiz', userId: 'u5-priya',
      answers: [{ qstnId: 'c5-spreadsheets-quiz-q1', answer: '=$A$1*2' }], score: 1, total: 3, passed: false,
      startedAt: when('2026-11-19T14:00:00Z'), submittedAt: when('2026-11-19T14:05:00Z') },
  ]).onConflictDoNothing();
  await db.insert(t.exerciseAttempts).values([
    { ...org, id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', exerciseId: 'c5-spreadsheets-exercise', userId: 'u5-learner',
      answers: [{ qstnId: 'c5-spreadsheets-exercise-i1', answer: '18' }, { qstnId: 'c5-spreadsheets-exercise-i2', answer: '6' }],
      correct: 2, total: 5, submittedAt: when('2026-11-19T09:30:00Z') },
  ]).onConflictDoNothing();
  await db.insert(t.flashcardReviews).values([1, 2, 3].map((n) => ({
    ...org, id: `00000000-0000-4000-8000-00000000000${n}`, cardId: `c5-spreadsheets-deck-card${n}`, deckId: 'c5-spreadsheets-deck',
    userId: 'u5-learner', rating: n + 1, reviewedAt: when(`2026-11-20T08:0${n}:00Z`),
  }))).onConflictDoNothing();
  await db.insert(t.aiChatMessages).values([
    { ...org, id: 'ai-u5-learner-1', userId: 'u5-learner', day: '2026-11-20', sender: 'user', body: 'What is an absolute reference?', sentAt: when('2026-11-20T18:00:00.250Z') },
    { ...org, id: 'ai-u5-learner-2', userId: 'u5-learner', day: '2026-11-20', sender: 'assistant',
      body: 'An absolute reference such as $A$1 stays fixed when you copy a formula. (From: Spreadsheet Essentials › Relative and absolute references)', sentAt: when('2026-11-20T18:00:02Z') },
    { ...org, id: 'ai-u5-learner-3', userId: 'u5-learner', day: '2026-11-21', sender: 'user', body: 'Explain compound interest simply.', error: true, sentAt: when('2026-11-21T07:30:00Z') },
    { ...org, id: 'ai-u5-learner-4', userId: 'u5-learner', day: '2026-11-21', sender: 'user', body: 'Explain compound interest simply.', sentAt: when('2026-11-21T07:31:00Z') },
    { ...org, id: 'ai-u5-learner-5', userId: 'u5-learner', day: '2026-11-21', sender: 'assistant',
      body: 'Compound interest earns interest on earlier interest, so savings grow faster each year. (From: Personal Finance Basics › Simple and compound interest)', sentAt: when('2026-11-21T07:31:03Z') },
  ]).onConflictDoNothing();
}
