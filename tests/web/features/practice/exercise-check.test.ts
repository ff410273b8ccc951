// Instant feedback of practice exercises, per item kind (the same check the server recounts with).
import { expect, test } from 'vitest';
import { isCorrect, itemKind, scoreExercise } from '@contract/exercise-check';

const choice = { kind: 'choice' as const, options: ['=A1*2', '=$A$1*2', '=A$1*2'], answer: ['=$A$1*2'] };
const multi = { kind: 'choice' as const, options: ['C7', '7C', 'AA12'], answer: ['C7', 'AA12'] };
const blank = { kind: 'blank' as const, answer: ['18', 'eighteen'] };
const order = { kind: 'order' as const, options: ['Select the range', 'Type =SUM(', 'Press Enter'], answer: ['Type =SUM(', 'Select the range', 'Press Enter'] };

test('multiple choice: exactly the correct options, in any order', () => {
  expect(isCorrect(choice, '=$A$1*2')).toBe(true);
  expect(isCorrect(choice, '=A$1*2')).toBe(false);
  expect(isCorrect(multi, ['AA12', 'C7'])).toBe(true);
  expect(isCorrect(multi, ['C7'])).toBe(false);
  expect(isCorrect(multi, ['C7', 'AA12', '7C'])).toBe(false);
  expect(isCorrect(multi, ['C7', 'C7'])).toBe(false);
});

test('fill in the blank: any accepted text, ignoring case and extra spaces', () => {
  expect(isCorrect(blank, ' 18 ')).toBe(true);
  expect(isCorrect(blank, 'Eighteen')).toBe(true);
  expect(isCorrect(blank, '17')).toBe(false);
  expect(isCorrect(blank, '')).toBe(false);
});

test('ordering: the exact sequence', () => {
  expect(isCorrect(order, ['Type =SUM(', 'Select the range', 'Press Enter'])).toBe(true);
  expect(isCorrect(order, order.options)).toBe(false);
  expect(isCorrect(order, ['Type =SUM(', 'Select the range'])).toBe(false);
});

test('items stored without a kind: with options a choice, without a blank', () => {
  expect(itemKind({ options: ['a', 'b'], answer: ['a'] })).toBe('choice');
  expect(itemKind({ answer: ['x'] })).toBe('blank');
});

test('an attempt is scored per item; an unanswered item is wrong', () => {
  const items = [{ id: 'i1', ...choice }, { id: 'i2', ...blank }, { id: 'i3', ...order }];
  expect(scoreExercise(items, [{ qstnId: 'i1', answer: '=$A$1*2' }, { qstnId: 'i2', answer: '19' }])).toEqual({ correct: 1, total: 3 });
  expect(scoreExercise(items, [{ qstnId: 'i1', answer: '=$A$1*2' }, { qstnId: 'i2', answer: '18' }, { qstnId: 'i3', answer: order.answer }]))
    .toEqual({ correct: 3, total: 3 });
});
