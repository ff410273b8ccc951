import { expect, it } from 'vitest';
import { dailyCredit, DAILY_AI_CREDIT } from '@contract/ai-credit';

const user = (error?: boolean) => ({ sender: 'user', ...(error === undefined ? {} : { error }) });

it('starts the day at 10', () => {
  expect(DAILY_AI_CREDIT).toBe(10);
  expect(dailyCredit([])).toBe(10);
});

it('counts only the user’s own messages that are not errors', () => {
  const today = [user(), user(false), user(true), { sender: 'assistant' }, { sender: 'assistant', error: true }];
  expect(dailyCredit(today)).toBe(8);
});

it('never goes below 0', () => {
  expect(dailyCredit(Array.from({ length: 12 }, () => user()))).toBe(0);
});
