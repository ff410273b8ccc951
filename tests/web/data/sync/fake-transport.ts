// A scripted stand-in for the server in sync-engine unit tests: records every push and answers
// with what the test says (the real server is exercised in tests/server and tests/e2e).
import type { PullResponse, PushRequest, PushResponse } from '@contract/sync';
import type { SyncTransport } from '@/data/sync/transport';

export type PushHandler = (body: PushRequest) => Promise<PushResponse> | PushResponse;

/** Applies everything, like a healthy server. */
export const applyAll: PushHandler = (body) => ({
  lastMutationId: Math.max(...body.mutations.map((m) => m.id)),
  results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })),
});

/**
 * A transport that records every push and every pull's query. `pull` scripts the pull's answer
 * (it may wait first); it is given the default answer, nothing changed since the last push.
 */
export function fakeTransport(handler: PushHandler = applyAll, pull?: (nothingNew: PullResponse) => PullResponse | Promise<PullResponse>) {
  const pushes: PushRequest[] = [];
  const pulls: Parameters<SyncTransport['pull']>[0][] = [];
  let lastMutationId = 0;
  const transport: SyncTransport = {
    async push(body, onSending) {
      pushes.push(structuredClone(body));
      onSending?.();
      const response = await handler(body);
      lastMutationId = Math.max(lastMutationId, response.lastMutationId);
      return response;
    },
    async pull(query) {
      pulls.push(query);
      const nothingNew: PullResponse = { cursor: '1', reset: false, lastMutationId, changes: {} };
      return pull ? pull(nothingNew) : nothingNew;
    },
  };
  return { transport, pushes, pulls };
}
