/**
 * Partial credit as Moodle grades it (issue 50): every possible answer of the weighted questions of
 * Moodle's GIFT documentation, scored by the shared rule, against the fraction Moodle gives.
 */
import { describe, expect, it } from 'vitest';
import { keyAnswers, scoreAnswer, type KeyedQuestion } from '../../contract/question-score';
import { gradeAttempt } from '../../contract/quiz-grading';

const q = (over: Partial<KeyedQuestion>): KeyedQuestion => ({ id: 'q', kind: 'single', answer: [], points: 1, ...over });
const fraction = (question: KeyedQuestion, given: string | string[]) => scoreAnswer(question, given).fraction;

describe('single choice with weights', () => {
  const towns = q({ options: ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'], weights: [0, 25, 50, 100], answer: ['Nazareth'] });
  it.each([['Jerusalem', 0], ['Bethlehem', 0.25], ['Galilee', 0.5], ['Nazareth', 1]])('%s scores %d', (town, expected) => {
    expect(fraction(towns, town)).toBe(expected);
  });
  it('is right only at full credit, and two choices score nothing', () => {
    expect(scoreAnswer(towns, 'Nazareth').correct).toBe(true);
    expect(scoreAnswer(towns, 'Galilee').correct).toBe(false);
    expect(fraction(towns, ['Galilee', 'Nazareth'])).toBe(0);
  });
  it('floors a negative option at 0', () => {
    expect(fraction(q({ options: ['a', 'b'], weights: [100, -50], answer: ['a'] }), 'b')).toBe(0);
  });
});

describe('multiple response with weights', () => {
  // "What two people are entombed in Grant's tomb? {~%-100%No one ~%50%Grant ~%50%Grant's wife ~%-100%Grant's father}"
  const tomb = q({ kind: 'multiple', options: ['No one', 'Grant', "Grant's wife", "Grant's father"], weights: [-100, 50, 50, -100], answer: ['Grant', "Grant's wife"] });
  it.each([
    [['Grant'], 0.5],
    [['Grant', "Grant's wife"], 1],
    [['Grant', "Grant's wife", 'No one'], 0],
    [['Grant', 'No one'], 0],
    [['No one'], 0],
    [[], 0],
  ])('%j scores %d (the sum of weights, floored at 0, capped at 100%%)', (given, expected) => {
    expect(fraction(tomb, given)).toBe(expected);
  });
  it('caps the sum at 100% and counts an option chosen twice once', () => {
    const over = q({ kind: 'multiple', options: ['a', 'b', 'c'], weights: [60, 60, -10], answer: ['a', 'b'] });
    expect(fraction(over, ['a', 'b'])).toBe(1);
    expect(fraction(over, ['a', 'a'])).toBe(0.6);
    expect(fraction(over, ['a', 'b', 'c'])).toBe(1);
  });
});

describe('short answer with weights', () => {
  const from = q({ kind: 'text', answer: ['Nazareth', 'Nazereth', 'Bethlehem'], weights: [100, 75, 25] });
  it.each([['Nazareth', 1], ['nazereth', 0.75], ['Bethlehem', 0.25], ['Galilee', 0]])('%s scores %d', (given, expected) => {
    expect(fraction(from, given)).toBe(expected);
  });
  it('reads * as any text only where the source means a wildcard, the first match in order deciding', () => {
    const cat = q({ kind: 'text', answer: ['Cat', '*'], weights: [50, 0], optionFeedback: ['Half right.', 'Not an animal we expected.'], wildcard: true });
    expect(scoreAnswer(cat, 'cat')).toEqual({ fraction: 0.5, correct: false, feedback: ['Half right.'] });
    expect(scoreAnswer(cat, 'dog')).toEqual({ fraction: 0, correct: false, feedback: ['Not an animal we expected.'] });
    expect(keyAnswers(cat)).toEqual(['Cat']);
    const literal = q({ kind: 'text', answer: ['2*3'] });
    expect(fraction(literal, '2*3')).toBe(1);
    expect(fraction(literal, '2x3')).toBe(0);
    const star = q({ kind: 'text', answer: ['a\\*b', 'x*z'], weights: [100, 100], wildcard: true });
    expect(fraction(star, 'a*b')).toBe(1);
    expect(fraction(star, 'axb')).toBe(0);
    expect(fraction(star, 'x..z')).toBe(1);
  });
});

describe('numeric with weights, tolerances and ranges', () => {
  // "When was Ulysses S. Grant born? {# =1822:0 # Correct! =%50%1822:2 # He was born in 1822.}"
  const grant = q({ kind: 'numeric', answer: ['1822', '1822'], tolerances: [0, 2], weights: [100, 50], optionFeedback: ['Correct!', 'He was born in 1822.'] });
  it.each([['1822', 1], ['1820', 0.5], ['1824', 0.5], ['1825', 0], ['nineteen', 0]])('%s scores %d', (given, expected) => {
    expect(fraction(grant, given)).toBe(expected);
  });
  it('takes a range with its bounds as written, and * as any other number', () => {
    const pi = q({ kind: 'numeric', answer: ['3.141..3.142'] });
    expect(['3.141', '3.1415', '3.142'].map((v) => fraction(pi, v))).toEqual([1, 1, 1]);
    expect(['3.1409', '3.1421'].map((v) => fraction(pi, v))).toEqual([0, 0]);
    const partial = q({ kind: 'numeric', answer: ['3.14', '3', '*'], tolerances: [0, 0.5, 0], weights: [100, 50, 0], optionFeedback: ['', '', 'Completely wrong'] });
    expect(scoreAnswer(partial, '3.14')).toEqual({ fraction: 1, correct: true, feedback: [] });
    expect(fraction(partial, '2.6')).toBe(0.5);
    expect(scoreAnswer(partial, '9')).toEqual({ fraction: 0, correct: false, feedback: ['Completely wrong'] });
    expect(keyAnswers(partial)).toEqual(['3.14']);
  });
});

describe('an attempt', () => {
  it('adds the points earned, rounded to 2 decimals, and keeps unweighted questions all or nothing', () => {
    const questions = [
      q({ id: 'a', points: 3, options: ['x', 'y', 'z'], weights: [100, 33.333, 0], answer: ['x'] }),
      q({ id: 'b', points: 2, options: ['x', 'y'], answer: ['x'] }),
    ];
    const grade = gradeAttempt(questions, [{ qstnId: 'a', answer: 'y' }, { qstnId: 'b', answer: 'y' }], 50);
    expect({ score: grade.score, total: grade.total, percent: grade.percent }).toEqual({ score: 1, total: 5, percent: 20 });
    expect(grade.answers.map((a) => a.earned)).toEqual([1, 0]);
  });
});
