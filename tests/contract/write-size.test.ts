// Every valid write fits a push alone (issue 49): the contract caps one mutation's JSON at
// MAX_WRITE_BYTES, below the push route's own body limit, whatever its characters.
import { expect, test } from 'vitest';
import { jsonBytes, MAX_WRITE_BYTES, mutationSchema, PUSH_BODY_BYTES } from '@contract/sync';

const at = '2026-11-22T10:00:00.000Z';
const quiz = (answer: string) => ({
  id: 1,
  name: 'quiz.submit',
  args: { attemptId: crypto.randomUUID(), quizId: 'q'.repeat(128), answers: Array.from({ length: 500 }, (_, i) => ({ qstnId: `${i}`.padEnd(128, 'q'), answer })), startedAt: at, submittedAt: at },
});

test('a full quiz of 2,000 three-byte characters an answer is valid and fits one push with its envelope', () => {
  const mutation = quiz('€'.repeat(2000));
  expect(mutationSchema.safeParse(mutation).success).toBe(true);
  expect(jsonBytes({ clientId: crypto.randomUUID(), mutations: [mutation] })).toBeLessThan(PUSH_BODY_BYTES);
});

test('a write heavier than MAX_WRITE_BYTES as JSON (escaped characters) is refused with a reason', () => {
  const mutation = quiz('\u0001'.repeat(2000));
  expect(jsonBytes(mutation)).toBeGreaterThan(MAX_WRITE_BYTES);
  const parsed = mutationSchema.safeParse(mutation);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.message).toBe('is too large to send (more than 4 MB)');
});
