/** Grading of every question kind (issue 18, item 3), edge cases included: numeric bounds, matching partly right. */
import { describe, expect, it } from 'vitest';
import { questionProblem } from '../../contract/quiz-authoring';
import { earnedPoints, gradeAttempt, gradeCompact, isCorrect, readNumber, type KeyedQuestion } from '../../contract/quiz-grading';

const q = (over: Partial<KeyedQuestion>): KeyedQuestion => ({ id: 'q', kind: 'single', answer: [], points: 2, ...over });

describe('choice kinds', () => {
  it('single and True/False take the one right option, multiple the exact set', () => {
    expect(isCorrect(q({ answer: ['b'] }), 'b')).toBe(true);
    expect(isCorrect(q({ answer: ['b'] }), ['a', 'b'])).toBe(false);
    expect(isCorrect(q({ kind: 'truefalse', answer: ['False'] }), 'False')).toBe(true);
    expect(isCorrect(q({ kind: 'truefalse', answer: ['False'] }), 'True')).toBe(false);
    expect(isCorrect(q({ kind: 'multiple', answer: ['x', 'y'] }), ['y', 'x'])).toBe(true);
    expect(isCorrect(q({ kind: 'multiple', answer: ['x', 'y'] }), ['x'])).toBe(false);
  });
});

describe('short answer', () => {
  it('accepts any accepted answer, ignoring case and spaces', () => {
    const question = q({ kind: 'text', answer: ['New Delhi', 'Delhi'] });
    expect(isCorrect(question, '  new   DELHI ')).toBe(true);
    expect(isCorrect(question, 'delhi')).toBe(true);
    expect(isCorrect(question, 'Mumbai')).toBe(false);
    expect(isCorrect(question, '')).toBe(false);
  });
});

describe('numeric', () => {
  const question = q({ kind: 'numeric', answer: ['3.14'], tolerance: 0.01 });
  it('counts both bounds of the tolerance and nothing beyond', () => {
    expect(isCorrect(question, '3.13')).toBe(true);
    expect(isCorrect(question, '3.15')).toBe(true);
    expect(isCorrect(question, '3.1501')).toBe(false);
    expect(isCorrect(question, '3.1299')).toBe(false);
    expect(isCorrect(question, '3,14')).toBe(true);
  });
  it('with no tolerance needs the exact number, and refuses what is not a number', () => {
    const exact = q({ kind: 'numeric', answer: ['-12'] });
    expect(isCorrect(exact, '-12.0')).toBe(true);
    expect(isCorrect(exact, '-12.001')).toBe(false);
    expect(isCorrect(exact, 'twelve')).toBe(false);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('12abc')).toBeNull();
  });
});

describe('ordering', () => {
  it('needs every option in the right place', () => {
    const question = q({ kind: 'ordering', answer: ['first', 'second', 'third'] });
    expect(isCorrect(question, ['first', 'second', 'third'])).toBe(true);
    expect(isCorrect(question, ['second', 'first', 'third'])).toBe(false);
    expect(isCorrect(question, ['first', 'second'])).toBe(false);
  });
});

describe('matching', () => {
  const question = q({ kind: 'matching', answer: ['Paris', 'Rome', 'Madrid', 'Berlin'], points: 3 });
  it('earns an equal share per right pair (rounded to 2 decimals) and is right only when every pair is', () => {
    expect(earnedPoints(question, ['Paris', 'Rome', 'Madrid', 'Berlin'])).toBe(3);
    expect(earnedPoints(question, ['Paris', 'Rome', 'Berlin', 'Madrid'])).toBe(1.5);
    expect(earnedPoints(question, ['Paris', 'Madrid', 'Rome', 'Rome'])).toBe(0.75);
    expect(earnedPoints(question, 'Paris')).toBe(0);
    expect(isCorrect(question, ['Paris', 'Rome', 'Berlin', 'Madrid'])).toBe(false);
  });
  it('adds partial credit into the attempt score', () => {
    const grade = gradeAttempt([question, q({ id: 'n', kind: 'numeric', answer: ['10'], tolerance: 1, points: 1 })], [
      { qstnId: 'q', answer: ['Paris', 'Rome', 'Berlin', 'Madrid'] },
      { qstnId: 'n', answer: '11' },
    ], 60);
    expect(grade).toMatchObject({ score: 2.5, total: 4, percent: 63, passed: true });
    expect(grade.answers.map((a) => [a.correct, a.earned])).toEqual([[false, 1.5], [true, 1]]);
  });
});

describe("the compact grade (a staff device's shape)", () => {
  it("says per question in the key's order what gradeAttempt says, for every kind, unanswered and repeated answers included", () => {
    const questions = [
      q({ id: 's', kind: 'single', answer: ['B'] }),
      q({ id: 't', kind: 'truefalse', answer: ['True'], points: 1 }),
      q({ id: 'm', kind: 'multiple', answer: ['A', 'C'] }),
      q({ id: 'x', kind: 'text', answer: ['Photosynthesis'] }),
      q({ id: 'n', kind: 'numeric', answer: ['3.5'], tolerance: 0.1 }),
      q({ id: 'o', kind: 'ordering', answer: ['1', '2', '3'] }),
      q({ id: 'p', kind: 'matching', answer: ['Paris', 'Rome', 'Madrid', 'Berlin'], points: 3 }),
      q({ id: 'u', kind: 'single', answer: ['A'] }),
    ];
    const answers = [
      { qstnId: 's', answer: 'A' }, { qstnId: 's', answer: 'B' }, { qstnId: 't', answer: 'False' }, { qstnId: 'm', answer: ['C', 'A'] },
      { qstnId: 'x', answer: '  photosynthesis ' }, { qstnId: 'n', answer: '3,45' }, { qstnId: 'o', answer: ['1', '3', '2'] },
      { qstnId: 'p', answer: ['Paris', 'Rome', 'Berlin', 'Madrid'] }, { qstnId: 'unknown', answer: 'A' },
    ];
    const full = gradeAttempt(questions, answers, 50).answers;
    const compact = gradeCompact(questions, answers);
    expect(compact.given).toEqual(full.map((a) => a.answer));
    expect(compact.earned).toEqual(full.map((a) => a.earned));
    expect(compact.right).toBe(full.map((a) => (a.correct ? '1' : '0')).join(''));
    expect(compact.right).toBe('10111000');
    expect(compact.earned).toEqual([2, 0, 2, 2, 2, 0, 1.5, 0]);
  });
});

describe('questionProblem (what an author is told)', () => {
  it('names what is missing per kind', () => {
    expect(questionProblem({ kind: 'single', options: ['a', 'b'], items: [], answer: [] })).toBe('Mark exactly one option as right.');
    expect(questionProblem({ kind: 'numeric', options: [], items: [], answer: ['abc'] })).toBe('Give the right answer as a number.');
    expect(questionProblem({ kind: 'matching', options: ['x', 'y'], items: ['1', '2'], answer: ['x'] })).toBe('Match every item to one of the options.');
    expect(questionProblem({ kind: 'ordering', options: ['a', 'b'], items: [], answer: ['b', 'a'] })).toBeNull();
    expect(questionProblem({ kind: 'text', options: [], items: [], answer: [' '] })).toBe('Give at least one accepted answer.');
  });
});
