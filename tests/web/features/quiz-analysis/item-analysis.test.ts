// Item analysis against a fixture whose every figure was computed by hand (in the comments).
import { describe, expect, it } from 'vitest';
import type { GradedAnswer } from '@contract/quizzes';
import { analyseQuiz, scoreGroups, type AnalysedAttempt } from '@/features/quiz-analysis/item-analysis';

const questions = [
  { id: 'q3', position: 3, prompt: 'Capital of France?' },
  { id: 'q1', position: 1, prompt: 'Pick A' },
  { id: 'q2', position: 2, prompt: 'Pick A and C' },
];
const q1 = (answer: string | null, correct: boolean): GradedAnswer => ({ qstnId: 'q1', answer, correct, correctAnswer: ['A'], points: 1 });
const q2 = (answer: string[], correct: boolean): GradedAnswer => ({ qstnId: 'q2', answer, correct, correctAnswer: ['A', 'C'], points: 1 });
const q3 = (answer: string, correct: boolean): GradedAnswer => ({ qstnId: 'q3', answer, correct, correctAnswer: ['Paris'], points: 1 });
const attempt = (id: string, percent: number, answers: GradedAnswer[]): AnalysedAttempt => ({ id, percent, passed: percent >= 50, answers });

// Percentages 100, 67, 67, 33, 33, 0: N = 6, k = 2; the 2nd highest is 67, so the upper group is
// a1, a2, a3 (the tie at 67 joins); the 2nd lowest is 33, so the lower group is a4, a5, a6.
const attempts = [
  attempt('a1', 100, [q1('A', true), q2(['A', 'C'], true), q3('London', false)]),
  attempt('a2', 67, [q1('A', true), q2(['C', 'A'], true), q3('london ', false)]),
  attempt('a3', 67, [q1('B', false), q2(['A', 'C'], true), q3('Rome', false)]),
  attempt('a4', 33, [q1('A', true), q2(['A', 'B'], false), q3('Paris', true)]),
  attempt('a5', 33, [q1('B', false), q2(['B', 'D'], false), q3('London', false)]),
  attempt('a6', 0, [q1(null, false), q2(['D'], false)]),
];

describe('analyseQuiz', () => {
  const analysis = analyseQuiz(questions, attempts);

  it('counts attempts, passes, the mean and the 10-point bands', () => {
    expect(analysis.attempts).toBe(6);
    expect(analysis.passed).toBe(3);
    expect(analysis.passRate).toBe(0.5);
    expect(analysis.averagePercent).toBe(50); // (100 + 67 + 67 + 33 + 33 + 0) / 6
    expect(analysis.distribution.map((band) => band.attempts)).toEqual([1, 0, 0, 2, 0, 0, 2, 0, 0, 1]);
    expect(analysis.distribution[9]!.band).toBe('90–100');
  });

  it('gives each question its facility, discrimination, commonest wrong option, n and flags, in question order', () => {
    const [first, second, third] = analysis.items;
    // q1: 3 of 6 right; upper 2/3 right, lower 1/3 (a blank answer is wrong): D = 1/3; B chosen twice, the blank not counted.
    expect(first).toMatchObject({ questionId: 'q1', n: 6, facility: 0.5, commonWrongAnswer: 'B', commonWrongCount: 2, flags: [] });
    expect(first!.discrimination).toBeCloseTo(1 / 3, 10);
    // q2: 3 of 6 right; upper 3/3, lower 0/3: D = 1; wrong choices B (a4, a5) and D (a5, a6) tie: B first alphabetically.
    expect(second).toMatchObject({ questionId: 'q2', n: 6, facility: 0.5, discrimination: 1, commonWrongAnswer: 'B', commonWrongCount: 2, flags: [] });
    // q3: a6 has no answer row, so n = 5 and 1 right: 0.2 < 0.3; upper 0/3, lower 1/2: D = −0.5.
    // Wrong answers trimmed: London ×2, london ×1, Rome ×1.
    expect(third).toMatchObject({
      questionId: 'q3',
      n: 5,
      facility: 0.2,
      discrimination: -0.5,
      commonWrongAnswer: 'London',
      commonWrongCount: 2,
      flags: ['low-facility', 'negative-discrimination'],
    });
  });

  it('gives no figures for a quiz nobody attempted', () => {
    const empty = analyseQuiz(questions, []);
    expect(empty).toMatchObject({ attempts: 0, passRate: null, averagePercent: null });
    expect(empty.items.every((item) => item.n === 0 && item.facility === null && item.discrimination === null && item.flags.length === 0)).toBe(true);
  });
});

describe('scoreGroups', () => {
  it('forms no groups under 3 attempts or when ties leave nothing to separate', () => {
    expect(scoreGroups([{ id: 'a', percent: 10 }, { id: 'b', percent: 90 }])).toBeNull();
    expect(scoreGroups([50, 50, 50, 50].map((percent, index) => ({ id: `a${index}`, percent })))).toBeNull();
  });

  it('puts attempts tied at a boundary in the group together', () => {
    const groups = scoreGroups([90, 70, 70, 70, 20, 10].map((percent, index) => ({ id: `a${index}`, percent })))!;
    expect([...groups.upper].sort()).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect([...groups.lower].sort()).toEqual(['a4', 'a5']);
  });
});

describe('partial credit (issue 50)', () => {
  it('counts each answer by its share of the points in facility and discrimination', () => {
    const weighted = (id: string, percent: number, earned: number): AnalysedAttempt =>
      attempt(id, percent, [{ qstnId: 'q1', answer: 'x', correct: earned === 2, correctAnswer: ['A'], points: 2, earned }]);
    // Earned 2, 1, 0.5 of 2 points: credits 1, 0.5, 0.25; facility (1 + 0.5 + 0.25) / 3.
    const analysis = analyseQuiz([questions[1]!], [weighted('w1', 100, 2), weighted('w2', 50, 1), weighted('w3', 25, 0.5)]);
    expect(analysis.items[0]!.facility).toBeCloseTo(1.75 / 3, 10);
    // k = 1: the upper group is w1 (credit 1), the lower w3 (credit 0.25).
    expect(analysis.items[0]!.discrimination).toBeCloseTo(0.75, 10);
  });
});
