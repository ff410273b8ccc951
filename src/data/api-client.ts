/**
 * The one client for the content-management API (SPEC §7, §8): JSON under `/api`, a fresh Firebase
 * ID token and the organisation header on every request, and 401/403/500 mapped for the whole app.
 * The session layer plugs in how to get a token and what to do on 401/403 and 500, so this module
 * never loads Firebase itself.
 */
import { ORGANISATION_HEADER } from '@contract/wire';
import { readToken, removeToken, saveToken } from './session-storage';
import { organisationId } from './settings';

/** What the client needs from the session layer. */
export interface ApiClientHooks {
  /** The identity provider's current ID token, or `null` when it has none. May throw. */
  getIdToken: () => Promise<string | null>;
  /** Called after a 401 or 403 removed the token: end the identity session, go to /login. */
  onUnauthorized: () => void;
  /** Called after a 500: go to /500. */
  onServerError: () => void;
}

/** The base path of every API call. */
export const API_BASE = '/api';

let hooks: ApiClientHooks = { getIdToken: async () => null, onUnauthorized: () => {}, onServerError: () => {} };

/** Plugs the session layer in (done once at start; tests pass fakes). */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** A non-2xx answer. `body` is the parsed problem+json (or whatever JSON came), if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }
}

/** Options of one request. */
export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The token to send now: the identity provider's current ID token (stored as the session token),
 * or the stored session token when the provider has none or cannot answer (offline). Shared by
 * this client and the page's sync transport.
 */
export async function getSessionToken(): Promise<string | null> {
  try {
    const fresh = await hooks.getIdToken();
    if (fresh) saveToken(fresh);
  } catch (error) {
    console.error('Error in api interceptors', error);
  }
  return readToken();
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request with the token and organisation header; 401/403/500 reach the session hooks. */
async function authorisedFetch(path: string, init: ApiRequestInit, accept: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const token = await getSessionToken();
  const response = await fetch(`${API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Accept: accept,
      Authorization: `Bearer ${token ?? ''}`,
      [ORGANISATION_HEADER]: organisationId(),
      ...extraHeaders,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (response.status === 401 || response.status === 403) {
    removeToken();
    hooks.onUnauthorized();
  } else if (response.status === 500) {
    hooks.onServerError();
  }
  return response;
}

/** Sends one request to `/api{path}` and answers the parsed JSON body (undefined when empty). */
export async function apiRequest<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await authorisedFetch(path, init, 'application/json');
  const body = parseBody(await response.text());
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/**
 * Opens a Server-Sent Events stream at `/api{path}` (read with fetch, so the token and organisation
 * header are sent; EventSource cannot set headers) and answers its body; `lastEventId` asks the
 * server to resume after that event. Throws {@link ApiError} when the answer is not a 2xx stream.
 */
export async function apiEventStream(path: string, signal: AbortSignal, lastEventId = ''): Promise<ReadableStream<Uint8Array>> {
  const response = await authorisedFetch(path, { signal }, 'text/event-stream', lastEventId ? { 'Last-Event-ID': lastEventId } : {});
  if (!response.ok || !response.body) throw new ApiError(response.status, parseBody(await response.text()));
  return response.body;
}
