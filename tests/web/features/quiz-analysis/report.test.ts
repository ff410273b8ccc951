// The quiz-results filters and CSV exports: the rows kept, the columns and cells exactly as the tables show them.
import { describe, expect, it } from 'vitest';
import type { QuizResultRowData } from '@contract/quizzes';
import { analyseQuiz } from '@/features/quiz-analysis/item-analysis';
import { attemptColumns, attemptLines, filterAttempts, itemColumns, localDayTime, type AttemptContext } from '@/features/quiz-analysis/report';
import { toCsv } from '@/ui/csv';

const attempt = (id: string, userId: string, percent: number, submittedAt: string, correct: boolean): QuizResultRowData => ({
  id, quizId: 'quiz', userId, score: percent / 50, total: 2, percent, passMark: 50, passed: percent >= 50,
  startedAt: submittedAt, submittedAt, gradedAt: submittedAt,
  answers: [{ qstnId: 'q1', answer: correct ? 'Yes' : 'No, "really"', correct, correctAnswer: ['Yes'], points: 1 }],
});
const attempts = [
  attempt('a1', 'u-asha', 100, '2026-11-02T10:00:00Z', true),
  attempt('a2', 'u-bilal', 50, '2026-11-05T10:00:00Z', false),
  attempt('a3', 'u-chitra', 0, '2026-11-09T10:00:00Z', false),
];
const context: AttemptContext = {
  courseId: 'course',
  batches: [
    { id: 'b-morning', name: 'Morning', courseId: 'course' },
    { id: 'b-evening', name: 'Evening', courseId: 'course' },
    { id: 'b-other', name: 'Other course', courseId: 'other' },
  ],
  members: new Map([['b-morning', new Set(['u-asha', 'u-bilal'])], ['b-evening', new Set(['u-chitra', 'u-asha'])], ['b-other', new Set(['u-bilal'])]]),
  people: new Map([['u-asha', { name: 'Asha Rao', email: 'asha@x.test' }], ['u-bilal', { name: null, email: 'bilal@x.test' }]]),
};

describe('filterAttempts', () => {
  it("keeps a batch's learners and the days between the dates, both included", () => {
    expect(filterAttempts(attempts, { batchId: 'b-morning', from: null, to: null }, context).map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(filterAttempts(attempts, { batchId: null, from: '2026-11-05', to: '2026-11-09' }, context).map((a) => a.id)).toEqual(['a2', 'a3']);
    expect(filterAttempts(attempts, { batchId: 'b-evening', from: null, to: '2026-11-01' }, context)).toEqual([]);
  });
});

describe('CSV exports', () => {
  it('writes the attempts newest first with the columns on screen and numbers as numbers', () => {
    const csv = toCsv(attemptColumns, attemptLines(attempts, context));
    expect(csv.split('\r\n')).toEqual([
      'Learner,Email,Batch,Submitted,Score,Out of,Percent,Result',
      `u-chitra,,Evening,${localDayTime('2026-11-09T10:00:00Z')},0,2,0,Not passed`,
      `bilal@x.test,bilal@x.test,Morning,${localDayTime('2026-11-05T10:00:00Z')},1,2,50,Passed`,
      `Asha Rao,asha@x.test,Morning; Evening,${localDayTime('2026-11-02T10:00:00Z')},2,2,100,Passed`,
    ]);
  });

  it('writes the item analysis with two-decimal figures, the wrong answer quoted as CSV needs and flags in words', () => {
    const analysis = analyseQuiz([{ id: 'q1', position: 1, prompt: 'Agree?' }], attempts);
    // k = 1: upper = a1 (right), lower = a3 (wrong): discrimination 1; facility 1/3.
    expect(toCsv(itemColumns, analysis.items).split('\r\n')).toEqual([
      'Question,Prompt,n,Facility,Discrimination,Most chosen wrong answer,Chosen by,Flags',
      '1,Agree?,3,0.33,1,"No, ""really""",2,',
    ]);
  });
});
