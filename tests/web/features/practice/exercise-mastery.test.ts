// Mastery of a practice exercise (issue 18, item 5): all correct in one attempt, N in a row, M of the
// last N — worked out from the learner's attempts, re-checked against the exercise's current items.
import { expect, test } from 'vitest';
import { answerOutcomes, describeMastery, masteryOf, type MasteryAttempt } from '@contract/exercise-mastery';
import { masteryRuleSchema } from '@contract/practice';

const items = [
  { id: 'i1', kind: 'choice' as const, options: ['a', 'b'], answer: ['a'] },
  { id: 'i2', kind: 'blank' as const, answer: ['Paris'] },
  { id: 'i3', kind: 'order' as const, options: ['2', '1'], answer: ['1', '2'] },
];
const RIGHT: Record<string, string | string[]> = { i1: 'a', i2: 'paris', i3: ['1', '2'] };
const WRONG: Record<string, string | string[]> = { i1: 'b', i2: 'Rome', i3: ['2', '1'] };

let minute = 0;
/** An attempt answering the items by a pattern: 'x' right, '.' wrong, '-' not answered. */
function attempt(pattern: string): MasteryAttempt {
  minute += 1;
  const answers = [...pattern].flatMap((mark, i) => {
    const id = `i${i + 1}`;
    return mark === '-' ? [] : [{ qstnId: id, answer: (mark === 'x' ? RIGHT : WRONG)[id]! }];
  });
  return { answers, submittedAt: new Date(Date.UTC(2026, 10, 26, 8, minute)).toISOString() };
}

test('all correct: mastered by one attempt with every item right, not by right answers spread over attempts', () => {
  const rule = { kind: 'all' } as const;
  expect(masteryOf(rule, items, [])).toEqual({ mastered: false, progress: 'Your best attempt: 0 of 3 right.' });
  expect(masteryOf(rule, items, [attempt('xx.'), attempt('..x')]).mastered).toBe(false);
  expect(masteryOf(rule, items, [attempt('xx-')]).mastered).toBe(false);
  const done = masteryOf(rule, items, [attempt('x..'), attempt('xxx'), attempt('...')]);
  expect(done).toEqual({ mastered: true, progress: 'Your best attempt: 3 of 3 right.' });
});

test('N in a row: counts right answers across attempts in the order they were made; a wrong answer starts again', () => {
  const rule = { kind: 'streak', n: 4 } as const;
  const a = attempt('.xx');
  const b = attempt('x.x');
  expect(masteryOf(rule, items, [a, b])).toEqual({ mastered: false, progress: 'Right in a row now: 1 (best 3) of 4.' });
  const c = attempt('xxx');
  // The order of the list does not matter: attempts are taken by when they were made.
  expect(masteryOf(rule, items, [c, b, a])).toEqual({ mastered: true, progress: 'Right in a row now: 4 (best 4) of 4.' });
  expect(masteryOf({ kind: 'streak', n: 1 }, items, [attempt('..x')]).mastered).toBe(true);
});

test('M of the last N: mastered once M of N answers in a row of answers were right', () => {
  const rule = { kind: 'window', m: 4, n: 5 } as const;
  expect(masteryOf(rule, items, [attempt('x.x'), attempt('x..')]).mastered).toBe(false);
  const reached = [attempt('x.x'), attempt('xx.')];
  expect(answerOutcomes(items, reached)).toEqual([true, false, true, true, true, false]);
  expect(masteryOf(rule, items, reached).mastered).toBe(true);
  expect(masteryOf(rule, items, [attempt('xxx'), attempt('x..')])).toEqual({ mastered: true, progress: 'Right in your last 5 answers: 3 of the 4 needed.' });
  expect(masteryOf({ kind: 'window', m: 3, n: 3 }, items, [attempt('xx.'), attempt('x.x')]).mastered).toBe(false);
});

test('answers to items no longer in the exercise are left out; an exercise without items is never mastered', () => {
  const old: MasteryAttempt = { answers: [{ qstnId: 'gone', answer: 'x' }, { qstnId: 'i1', answer: 'a' }], submittedAt: '2026-11-01T00:00:00.000Z' };
  expect(answerOutcomes(items, [old])).toEqual([true]);
  expect(masteryOf({ kind: 'streak', n: 1 }, [], [old]).mastered).toBe(false);
});

test('the rule in words, and its bounds: whole numbers 1 to 100, M at most N', () => {
  expect(describeMastery({ kind: 'all' })).toBe('Get every question right in one attempt.');
  expect(describeMastery({ kind: 'streak', n: 5 })).toBe('Get 5 answers right in a row.');
  expect(describeMastery({ kind: 'window', m: 8, n: 10 })).toBe('Get 8 of your last 10 answers right.');
  expect(masteryRuleSchema.safeParse({ kind: 'window', m: 100, n: 100 }).success).toBe(true);
  for (const bad of [{ kind: 'streak', n: 0 }, { kind: 'streak', n: 101 }, { kind: 'streak', n: 1.5 }, { kind: 'window', m: 3, n: 2 }, { kind: 'all', n: 1 }, { kind: 'never' }]) {
    expect(masteryRuleSchema.safeParse(bad).success).toBe(false);
  }
});
