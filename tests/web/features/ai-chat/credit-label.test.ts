// Issue 21 item 10: the AI credit is not claimed before today's history is known, and questions
// asked offline (in the outbox) count with the loaded history.
import { expect, test } from 'vitest';
import { creditView } from '@/features/ai-chat/data/credit-label';

const asked = (n: number) => Array.from({ length: n }, () => ({ sender: 'user' }));

test("before today's history loads the credit is checking online and only an upper bound offline", () => {
  expect(creditView([], false, true)).toEqual({ left: 10, exact: false, label: 'Daily credit: checking…' });
  expect(creditView(asked(1), false, false)).toEqual({ left: 9, exact: false, label: 'Daily credit: at most 9 of 10 (checked when online)' });
  expect(creditView(asked(12), false, false)).toMatchObject({ left: 0, exact: true, label: 'Daily credit: 0 of 10' });
});

test('once loaded, every question asked today counts: the history plus queued ones, errors excluded', () => {
  const history = [...asked(3), { sender: 'ai' }, { sender: 'user', error: true }];
  const queuedOffline = asked(1);
  expect(creditView([...history, ...queuedOffline], true, false)).toEqual({ left: 6, exact: true, label: 'Daily credit: 6 of 10' });
});
