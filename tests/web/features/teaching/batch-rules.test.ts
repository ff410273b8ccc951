// The teacher's numbers (issue 16): who is behind, each batch's summary, each learner's row, the
// progress distribution, and the CSV export of the Batch students table.
import { describe, expect, test } from 'vitest';
import type { BatchMemberRow, BatchRow, QuizRow } from '@/data/db';
import { summariseMemberQuizResults } from '@/data/member-quiz-summary';
import { toCsv } from '@/ui/csv';
import {
  BEHIND_MEDIAN_MARGIN, INACTIVE_DAYS, behindReason, median, progressDistribution, studentRows, summariseBatches,
} from '@/features/teaching/data/batch-rules';
import { studentCsvColumns } from '@/features/teaching/data/student-export';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const member = (id: string, batchId: string, percent: number, lastActivityAt: string | null, name = id): BatchMemberRow => ({
  id: `${batchId}-${id}`, batchId, userId: id, name, email: `${id}@school.test`, courseId: 'c1',
  completedSections: percent, totalSections: 100, percent, lastActivityAt,
});
const batch = (id: string, courseId = 'c1'): BatchRow => ({
  id, name: `Batch ${id}`, courseId, courseTitle: 'Spreadsheets', teacherId: 't', teacherName: 'T', startsOn: '2026-09-01', endsOn: null,
});
/** The learners' quiz summaries of `attempts`, as the device keeps them beside the attempts. */
const summaries = (attempts: readonly { userId: string; quizId: string; percent?: number; passed?: boolean }[]) =>
  [...new Set(attempts.map((a) => a.userId))].map((userId) => summariseMemberQuizResults({
    id: userId,
    attempts: attempts.filter((a) => a.userId === userId).map((a) => ({ quizId: a.quizId, percent: a.percent ?? 50, passed: a.passed ?? true })),
  }));
const quiz = (id: string, dueAt: string | null, courseId = 'c1'): QuizRow => ({
  id, courseId, name: `Quiz ${id}`, code: id, description: '', passMark: 50, timeLimitMinutes: null, dueAt, questionCount: 3, updatedAt: daysAgo(30),
});

describe('behind', () => {
  test('the median of odd and even lists', () => {
    expect(median([])).toBe(0);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
  });

  test(`no activity for ${INACTIVE_DAYS} days (or never) is behind, a day less is not`, () => {
    expect(behindReason({ percent: 90, lastActivityAt: daysAgo(INACTIVE_DAYS) }, 50, now)).toBe('inactive');
    expect(behindReason({ percent: 90, lastActivityAt: null }, 50, now)).toBe('inactive');
    expect(behindReason({ percent: 90, lastActivityAt: daysAgo(INACTIVE_DAYS - 1) }, 50, now)).toBeNull();
  });

  test(`progress ${BEHIND_MEDIAN_MARGIN} points or more under the median is behind`, () => {
    expect(behindReason({ percent: 60 - BEHIND_MEDIAN_MARGIN, lastActivityAt: daysAgo(1) }, 60, now)).toBe('under-median');
    expect(behindReason({ percent: 61 - BEHIND_MEDIAN_MARGIN, lastActivityAt: daysAgo(1) }, 60, now)).toBeNull();
  });
});

test("a batch's summary: learners, average, behind, open quizzes with the batch's submissions only", () => {
  const members = [member('a', 'b1', 80, daysAgo(1)), member('b', 'b1', 70, daysAgo(2)), member('c', 'b1', 10, daysAgo(1)), member('d', 'b2', 50, daysAgo(20))];
  const quizzes = [quiz('open', null), quiz('later', daysAgo(-3)), quiz('closed', daysAgo(1)), quiz('other-course', null, 'c2')];
  const attempts = summaries([
    { quizId: 'open', userId: 'a' }, { quizId: 'open', userId: 'a' }, { quizId: 'open', userId: 'c' },
    { quizId: 'open', userId: 'd' }, // d is in another batch
  ]);
  const [b1, b2] = summariseBatches([batch('b1'), batch('b2')], members, quizzes, attempts, now);
  expect(b1).toMatchObject({ learners: 3, averageProgress: 53, behind: 1 });
  expect(b1!.openQuizzes).toEqual([{ id: 'open', name: 'Quiz open', submitted: 2 }, { id: 'later', name: 'Quiz later', submitted: 0 }]);
  expect(b2).toMatchObject({ learners: 1, averageProgress: 50, behind: 1 });
  expect(summariseBatches([batch('empty')], members, quizzes, attempts, now)[0]).toMatchObject({ learners: 0, averageProgress: null, behind: 0 });
});

describe('learner rows and their CSV', () => {
  const members = [member('asha', 'b1', 75, daysAgo(1), 'Asha, "A" Rao'), member('bilal', 'b1', 20, daysAgo(10), 'Bilal')];
  const rows = studentRows(
    members,
    {
      batches: [batch('b1')],
      progress: [
        { userId: 'asha', lessonId: 'l1', section: 0, completed: true },
        { userId: 'asha', lessonId: 'l1', section: 1, completed: true },
        { userId: 'asha', lessonId: 'l2', section: 0, completed: true },
        { userId: 'bilal', lessonId: 'l1', section: 0, completed: false },
      ],
      lessonSections: new Map([['l1', 2], ['l2', 3]]),
      quizSummaries: new Map(summaries([
        { userId: 'asha', quizId: 'q1', percent: 40, passed: false },
        { userId: 'asha', quizId: 'q1', percent: 90, passed: true },
        { userId: 'asha', quizId: 'q2', percent: 65, passed: true },
        { userId: 'asha', quizId: 'q3', percent: 0, passed: false },
      ]).map((s) => [s.id, s])),
      dueCards: new Map([['asha', 4]]),
      devices: new Map([['asha', '2026-11-22T08:00:00.000Z']]),
    },
    now,
  );

  test('counts lessons with every section completed, distinct quizzes passed and attempted, the mean score', () => {
    expect(rows[0]).toMatchObject({ lessonsCompleted: 1, quizzesPassed: 2, quizzesAttempted: 3, averageScore: 49, flashcardsDue: 4, behind: null });
    expect(rows[1]).toMatchObject({ lessonsCompleted: 0, quizzesPassed: 0, quizzesAttempted: 0, averageScore: null, flashcardsDue: 0, lastPulledAt: null, behind: 'inactive' });
  });

  test('the CSV has the table\'s columns and rows, numbers as numbers, names quoted', () => {
    const csv = toCsv(studentCsvColumns, rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Learner,Email,Batch,Progress %,Lessons completed,Last active,Quizzes passed,Quizzes attempted,Average score %,Flashcards due,Device last synced,Behind');
    expect(lines[1]).toBe('"Asha, ""A"" Rao",asha@school.test,Batch b1,75,1,22 November 2026,2,3,49,4,22 November 2026,');
    expect(lines[2]).toBe('Bilal,bilal@school.test,Batch b1,20,0,13 November 2026,0,0,,0,—,No recent activity');
    expect(lines).toHaveLength(3);
  });
});

test('the progress distribution puts 100% in the last band and counts every learner once', () => {
  const bands = progressDistribution([0, 9, 10, 55, 99, 100]);
  expect(bands).toHaveLength(10);
  expect(bands.map((b) => b.learners)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
  expect(bands[9]!.band).toBe('90–100%');
});
