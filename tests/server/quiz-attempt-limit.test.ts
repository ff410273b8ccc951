// The attempts rule an extension feeds (issue 16): the quiz's attempts allowed plus the learner's extra attempts.
import { expect, test } from 'vitest';
import { attemptLimitReason } from '../../server/slices/teaching/extensions';

test('no limit allows any attempt; a limit counts the extensions; the reason names the total', () => {
  expect(attemptLimitReason('Formulas', null, 0, 50)).toBeNull();
  expect(attemptLimitReason('Formulas', 2, 0, 1)).toBeNull();
  expect(attemptLimitReason('Formulas', 2, 0, 2)).toBe('"Formulas" allows 2 attempts, and you have used them all, so this attempt was not graded.');
  expect(attemptLimitReason('Formulas', 2, 1, 2)).toBeNull();
  expect(attemptLimitReason('Formulas', 1, 0, 1)).toMatch(/allows 1 attempt,/);
});
