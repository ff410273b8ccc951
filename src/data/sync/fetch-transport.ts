/**
 * The sync transport over `fetch`, for the page and the service worker alike. They differ only in
 * where the token comes from (the page asks Firebase; the worker reads the mirror in Dexie), so
 * that is passed in. Unlike the page's API client, failures here never navigate: a 500 during a
 * background sync is retried, not shown as /500. A request that gets no whole answer within
 * `SYNC_REQUEST_TIMEOUT_MS` (a stalled connection on a flaky network) is given up as a network
 * failure and retried with backoff: it must not hold the 'outbox' lock, and with it every later
 * write of the device, for as long as the connection stays half-open. Resending is safe: the server
 * applies each mutation once.
 */
import { ORGANISATION_HEADER, parsePullResponse, parsePushResponse, type PullResponse, type PushResponse } from '@contract/wire';
import { failureKindOf, retryAfterMs, TransportFailure, type SyncTransport } from './transport';

/** How long one push or pull may take, answer included, before it is given up and retried. */
export const SYNC_REQUEST_TIMEOUT_MS = 60_000;

/** Push bodies from this size on go gzipped (`Content-Encoding: gzip`): on a slow uplink the bytes are most of a drain. */
export const GZIP_PUSH_FROM_BYTES = 1024;

/** `json` gzipped by the browser's CompressionStream, or as it is where there is none or it is small. */
async function pushBody(json: string): Promise<{ body: BodyInit; encoding?: string }> {
  if (json.length < GZIP_PUSH_FROM_BYTES || typeof CompressionStream === 'undefined') return { body: json };
  // Written as one chunk: the compressor runs once rather than once per chunk of a Blob's stream.
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  // A failure of the write also errors the readable side, which the await below throws.
  writer.write(new TextEncoder().encode(json)).catch(() => undefined);
  writer.close().catch(() => undefined);
  return { body: new Uint8Array(await new Response(gzip.readable).arrayBuffer()), encoding: 'gzip' };
}

/** What a fetch transport needs to know. */
export interface FetchTransportOptions {
  /** The bearer token to send (null: none). Called before every request. */
  getToken: () => Promise<string | null>;
  organisationId: string;
  /** The API's base URL, `/api` on the app's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Default `SYNC_REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/** Creates the transport. */
export function createFetchTransport(options: FetchTransportOptions): SyncTransport {
  const base = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS;

  async function call<T>(path: string, init: RequestInit, parse: (body: unknown) => T, encoding?: string, onSending?: () => void): Promise<T> {
    const token = await options.getToken();
    const signal = AbortSignal.timeout(timeoutMs);
    const networkFailure = (error: unknown) =>
      signal.aborted
        ? new TransportFailure('network', `The server did not answer within ${Math.round(timeoutMs / 1000)} s.`)
        : new TransportFailure('network', error instanceof Error ? error.message : 'The network is unreachable.');
    let response: Response;
    try {
      const fetched = doFetch(`${base}${path}`, {
        ...init,
        signal,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token ?? ''}`,
          [ORGANISATION_HEADER]: options.organisationId,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        },
      });
      onSending?.();
      response = await fetched;
    } catch (error) {
      throw networkFailure(error);
    }
    if (!response.ok) {
      const problem = (await response.json().catch(() => null)) as { detail?: string; title?: string } | null;
      const message = problem?.detail ?? problem?.title ?? `The server answered ${response.status}.`;
      throw new TransportFailure(failureKindOf(response.status), message, retryAfterMs(response.headers.get('Retry-After')), response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // The answer stalled midway: given up like one that never started.
      if (signal.aborted) throw networkFailure(error);
      throw error;
    }
    return parse(body);
  }

  return {
    push: async (body, onSending): Promise<PushResponse> => {
      const sent = await pushBody(JSON.stringify(body));
      return call('/sync/push', { method: 'POST', body: sent.body }, parsePushResponse, sent.encoding, onSending);
    },
    pull: ({ clientId, cursor, page, acked, pack }): Promise<PullResponse> => {
      const query = new URLSearchParams({ clientId, ...(cursor ? { cursor } : {}), ...(page ? { page } : {}), ...(acked ? { acked: String(acked) } : {}), ...(pack ? { pack } : {}) });
      return call(`/sync/pull?${query}`, { method: 'GET' }, parsePullResponse);
    },
  };
}
