// One learner's record (issue 16, item 4): outline progress per lesson and section, reviews per day,
// retention, the timeline; and the learner's extended deadline on /take-quiz.
import { expect, test } from 'vitest';
import type { LessonRow, ModuleRow } from '@/data/db';
import { outlineWithProgress, retention, reviewsPerDay, timeline } from '@/features/teaching/data/record-rules';
import { extendedQuiz } from '@/features/quizzes/data/teacher-notes';

const lesson = (id: string, moduleId: string, position: number, sections: number): LessonRow => ({
  id, courseId: 'c1', moduleId, title: `Lesson ${id}`, type: 'text', content: '', mediaUrl: null, durationSeconds: null, sections, position,
  quizId: null, exerciseId: null, deckId: null, updatedAt: '2026-01-01T00:00:00Z',
});
const modules: ModuleRow[] = [{ id: 'm2', courseId: 'c1', title: 'Two', position: 2 }, { id: 'm1', courseId: 'c1', title: 'One', position: 1 }];

test('the outline in order, each lesson and module with its completed share, a lesson without sections counted as one part', () => {
  const outline = outlineWithProgress(modules, [lesson('b', 'm1', 2, 0), lesson('a', 'm1', 1, 2), lesson('c', 'm2', 1, 4)], [
    { lessonId: 'a', section: 0, progress: 100, completed: true },
    { lessonId: 'a', section: 1, progress: 40.4, completed: false },
    { lessonId: 'b', section: 0, progress: 100, completed: true },
  ]);
  expect(outline.map((m) => m.title)).toEqual(['One', 'Two']);
  expect(outline[0]!.lessons.map((l) => [l.id, l.percent])).toEqual([['a', 50], ['b', 100]]);
  expect(outline[0]!.lessons[0]!.sections).toEqual([{ section: 0, progress: 100, completed: true }, { section: 1, progress: 40, completed: false }]);
  expect(outline[0]!.percent).toBe(67);
  expect(outline[1]!.percent).toBe(0);
});

test('reviews per day (newest first) and retention as the share not rated Again', () => {
  const reviews = [
    { reviewedAt: '2026-11-20T09:00:00Z', rating: 1 },
    { reviewedAt: '2026-11-20T10:00:00Z', rating: 3 },
    { reviewedAt: '2026-11-22T10:00:00Z', rating: 4 },
    { reviewedAt: '2026-11-22T11:00:00Z', rating: 2 },
  ];
  expect(reviewsPerDay(reviews)).toEqual([{ day: '2026-11-22', reviews: 2 }, { day: '2026-11-20', reviews: 2 }]);
  expect(retention(reviews)).toBe(75);
  expect(retention([])).toBeNull();
});

test('the timeline merges every kind of activity, newest first, with names', () => {
  const entries = timeline({
    progress: [{ lessonId: 'l1', section: 0, completed: true, updatedAt: '2026-11-20T08:00:00Z' }],
    quizResults: [{ quizId: 'q1', percent: 67, passed: true, submittedAt: '2026-11-21T08:00:00Z' }],
    exerciseAttempts: [{ exerciseId: 'x1', correct: 3, total: 5, submittedAt: '2026-11-19T08:00:00Z' }],
    reviews: [{ reviewedAt: '2026-11-18T08:00:00Z' }],
    feedback: [{ quizId: 'q1', authorName: 'Ms Rao', createdAt: '2026-11-22T08:00:00Z' }],
    names: new Map([['l1', 'Formulas'], ['q1', 'Spreadsheet quiz'], ['x1', 'Cell practice']]),
  });
  expect(entries.map((e) => e.text)).toEqual([
    'Feedback on Spreadsheet quiz from Ms Rao',
    'Submitted Spreadsheet quiz: 67%, passed',
    'Completed part 1 of Formulas',
    'Checked Cell practice: 3 of 5 right',
    'Reviewed 1 flashcard',
  ]);
});

test("an extension moves the learner's deadline only later, and adds its attempts", () => {
  const quiz = { dueAt: '2026-11-20T12:00:00.000Z' };
  expect(extendedQuiz(quiz, [])).toEqual({ dueAt: quiz.dueAt, extraAttempts: 0 });
  expect(extendedQuiz(quiz, [
    { dueAt: '2026-11-25T12:00:00.000Z', extraAttempts: 0 },
    { dueAt: '2026-11-18T12:00:00.000Z', extraAttempts: 1 },
    { dueAt: null, extraAttempts: 2 },
  ])).toEqual({ dueAt: '2026-11-25T12:00:00.000Z', extraAttempts: 3 });
  expect(extendedQuiz({ dueAt: null }, [{ dueAt: '2026-11-25T12:00:00.000Z', extraAttempts: 0 }]).dueAt).toBeNull();
});
