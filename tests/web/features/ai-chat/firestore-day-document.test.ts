// The Firestore live source. Firestore cannot run on these machines (no emulator), so the SDK is
// mocked at its module boundary: the test checks the document path and what snapshots become.
import { expect, test, vi } from 'vitest';

const calls = vi.hoisted(() => ({ doc: [] as unknown[][], next: undefined as undefined | ((snap: { data: () => unknown }) => void), unsubscribed: 0 }));

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: (options: unknown) => ({ options }) }));
vi.mock('firebase/firestore', () => ({
  getFirestore: () => 'firestore',
  doc: (...args: unknown[]) => {
    calls.doc.push(args);
    return 'ref';
  },
  onSnapshot: (_ref: unknown, next: (snap: { data: () => unknown }) => void) => {
    calls.next = next;
    return () => (calls.unsubscribed += 1);
  },
}));

test('reads aiChatMessages/USER_ID_{id}/{day}/UserMessages and delivers its messages array', async () => {
  const { subscribeFirestoreDayDocument } = await import('@/features/ai-chat/data/firestore-day-document');
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const stop = subscribeFirestoreDayDocument({ projectId: 'p', apiKey: 'k' }, 'u5-learner', '2026-11-22', (m) => received.push(m), (e) => errors.push(e));
  expect(calls.doc).toEqual([['firestore', 'aiChatMessages', 'USER_ID_u5-learner', '2026-11-22', 'UserMessages']]);
  const message = { id: 'm1', sender: 'user', message: { body: 'hi', type: 'text', timestamp: { seconds: 1, nanoseconds: 0 } } };
  calls.next!({ data: () => ({ messages: [message] }) });
  calls.next!({ data: () => undefined });
  calls.next!({ data: () => ({ messages: [{ id: 3 }] }) });
  expect(received).toEqual([[message], []]);
  expect(errors).toHaveLength(1);
  stop();
  expect(calls.unsubscribed).toBe(1);
});
