/**
 * The sync transport over `fetch`, for the page and the service worker alike. They differ only in
 * where the token comes from (the page asks Firebase; the worker reads the mirror in Dexie), so
 * that is passed in. Unlike the page's API client, failures here never navigate: a 500 during a
 * background sync is retried, not shown as /500.
 */
import { ORGANISATION_HEADER, parsePullResponse, parsePushResponse, type PullResponse, type PushResponse } from '@contract/wire';
import { failureKindOf, retryAfterMs, TransportFailure, type SyncTransport } from './transport';

/** What a fetch transport needs to know. */
export interface FetchTransportOptions {
  /** The bearer token to send (null: none). Called before every request. */
  getToken: () => Promise<string | null>;
  organisationId: string;
  /** The API's base URL, `/api` on the app's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Creates the transport. */
export function createFetchTransport(options: FetchTransportOptions): SyncTransport {
  const base = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function call<T>(path: string, init: RequestInit, parse: (body: unknown) => T): Promise<T> {
    const token = await options.getToken();
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token ?? ''}`,
          [ORGANISATION_HEADER]: options.organisationId,
        },
      });
    } catch (error) {
      throw new TransportFailure('network', error instanceof Error ? error.message : 'The network is unreachable.');
    }
    if (!response.ok) {
      const problem = (await response.json().catch(() => null)) as { detail?: string; title?: string } | null;
      const message = problem?.detail ?? problem?.title ?? `The server answered ${response.status}.`;
      throw new TransportFailure(failureKindOf(response.status), message, retryAfterMs(response.headers.get('Retry-After')));
    }
    return parse(await response.json());
  }

  return {
    push: (body): Promise<PushResponse> =>
      call('/sync/push', { method: 'POST', body: JSON.stringify(body) }, parsePushResponse),
    pull: ({ clientId, cursor, page }): Promise<PullResponse> => {
      const query = new URLSearchParams({ clientId, ...(cursor ? { cursor } : {}), ...(page ? { page } : {}) });
      return call(`/sync/pull?${query}`, { method: 'GET' }, parsePullResponse);
    },
  };
}
