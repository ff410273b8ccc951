/** Push and pull helpers for the sync tests: the real routes, as a signed-in persona. */
import type { PullResponse, PushResponse } from '../../../contract/sync';
import { authHeaders, type TestServer } from './test-server';

/** A mutation as the client sends it. */
export interface RawMutation {
  id: number;
  name: string;
  args: unknown;
}

/** `progress.set` args for a lesson section, with sensible defaults. */
export function progressArgs(over: Partial<{ courseId: string; lessonId: string; section: number; progress: number; completed: boolean; position: number; at: string }> = {}) {
  return { courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 0, progress: 10, completed: false, at: '2026-11-22T10:00:00Z', ...over };
}

/**
 * `count` progress.set mutations with ids from `firstId`, each a valid write: sections 0 and 1 in
 * turn (every lesson the helpers use has at least two), progress growing with the id.
 */
export function progressBatch(firstId: number, count: number, over: Parameters<typeof progressArgs>[0] = {}): RawMutation[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i, name: 'progress.set', args: progressArgs({ section: (firstId + i) % 2, progress: (firstId + i) % 101, ...over }),
  }));
}

/** POSTs a push batch; returns the status and the parsed body. */
export async function push(server: TestServer, token: string, clientId: string, mutations: RawMutation[], org = '5') {
  const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(token, org), body: JSON.stringify({ clientId, mutations }) });
  return { status: res.status, body: (await res.json()) as PushResponse };
}

/** GETs a pull; throws unless it is 200. */
export async function pull(server: TestServer, token: string, clientId: string, cursor?: string, org = '5'): Promise<PullResponse> {
  const query = new URLSearchParams({ clientId, ...(cursor !== undefined ? { cursor } : {}) });
  const res = await server.app.request(`/api/sync/pull?${query}`, { headers: authHeaders(token, org) });
  if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as PullResponse;
}

/** The ids of one table's upserts. */
export const putIds = (answer: PullResponse, table: string) => (answer.changes[table]?.put ?? []).map((row) => row.id);
/** The ids of the quiz attempts in `memberQuizResults` (one row per learner and quiz, holding its attempts). */
export const attemptIds = (answer: PullResponse) =>
  (answer.changes.memberQuizResults?.put ?? []).flatMap((row) => (row.attempts as { id: string }[]).map((attempt) => attempt.id));
