/**
 * How the sync engine reaches the server. The page and the service worker each provide one (they
 * attach the token differently); the engine only sees answers and classified failures.
 */
import type { PullResponse, PushRequest, PushResponse } from '@contract/sync';

/** Why a request did not produce an answer the engine can apply. */
export type TransportFailureKind =
  /** No connection, DNS, aborted: retry with backoff. */
  | 'network'
  /** 5xx: retry with backoff. */
  | 'server'
  /** 429: the server is busy; wait at least its Retry-After, nothing was refused. */
  | 'throttled'
  /** 401: wait for a fresh token; never retried with the same one. */
  | 'unauthorized'
  /** 400/403/413…: the batch itself was refused; retrying it unchanged cannot help. */
  | 'refused';

/** A classified failure of one push or pull. */
export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    /** Milliseconds the server asked us to wait (Retry-After), when it said so. */
    readonly retryAfterMs?: number,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

/** The two calls of the sync protocol. */
export interface SyncTransport {
  /**
   * `onSending` is called once the request is handed to the network (its body encoded): the drain
   * writes its journal of sent writes then, not while the body is being compressed.
   */
  push(body: PushRequest, onSending?: () => void): Promise<PushResponse>;
  /**
   * `page`: paged pull (`PULL_PAGE_START`, then each answer's `page` token); `acked`: the device's
   * acknowledged id; `pack`: the table this device reads packed (contract/wire.ts `PACKABLE_TABLES`).
   */
  pull(query: { clientId: string; cursor?: string; page?: string; acked?: number; pack?: string }): Promise<PullResponse>;
}

/** Maps an HTTP status to the failure kind the engine acts on. */
export function failureKindOf(status: number): TransportFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server';
  return 'refused';
}

/**
 * Statuses that refuse a push as a whole for what it carries: a body the server cannot read (400),
 * may not take (403) or will not take in full (413), or whose contract it no longer shares (422).
 * Sending the same batch again cannot help, so the drain splits it until the one write at fault is
 * isolated. Other 4xx (404, 409, …) say nothing about the writes and are retried.
 */
export const BATCH_REFUSALS: ReadonlySet<number> = new Set([400, 403, 413, 422]);

/** Retry-After (seconds or an HTTP date) in milliseconds, if present and sane. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
