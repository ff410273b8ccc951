// The live source: the server's SSE stream by default; Firestore, imported on first use, when the
// build names a Firestore project (its module is mocked: Firestore cannot run here).
import { afterEach, expect, test, vi } from 'vitest';

const firestore = vi.hoisted(() => ({ calls: [] as unknown[][], stopped: 0 }));
vi.mock('@/features/ai-chat/data/firestore-day-document', () => ({
  subscribeFirestoreDayDocument: (...args: unknown[]) => {
    firestore.calls.push(args);
    return () => (firestore.stopped += 1);
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  firestore.calls.length = 0;
});

test('without a Firestore project, today’s document is read from GET /api/ai-chat/stream', async () => {
  const fetchMock = vi.fn(async () => new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  vi.stubGlobal('fetch', fetchMock);
  const { subscribeDayDocument } = await import('@/features/ai-chat/data/live-source');
  const stop = subscribeDayDocument('u5-learner', '2026-11-22', () => {}, () => {});
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/ai-chat/stream?day=2026-11-22', expect.anything()));
  stop();
  expect(firestore.calls).toHaveLength(0);
});

test('with VITE_FIRESTORE_PROJECT_ID, the Firestore adapter is loaded and stopped with the subscription', async () => {
  vi.stubEnv('VITE_FIRESTORE_PROJECT_ID', 'my-project');
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const { subscribeDayDocument } = await import('@/features/ai-chat/data/live-source');
  const stop = subscribeDayDocument('u5-learner', '2026-11-22', () => {}, () => {});
  await vi.waitFor(() => expect(firestore.calls).toHaveLength(1));
  expect(firestore.calls[0]?.slice(0, 3)).toEqual([{ projectId: 'my-project', apiKey: expect.any(String) }, 'u5-learner', '2026-11-22']);
  stop();
  expect(firestore.stopped).toBe(1);
  expect(fetchMock).not.toHaveBeenCalled();
});
