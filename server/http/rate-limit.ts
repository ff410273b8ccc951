/** A fixed-window rate limiter kept in memory (one process); over the limit the answer is 429. */
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './problem';

/** How many requests a key may make per window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Counts hits per key per window; `hit` returns the seconds to wait, or 0 when allowed. */
export class RateCounter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly limit: RateLimit) {}

  hit(key: string, now = Date.now()): number {
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= this.limit.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      entry = { start: now, count: 0 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= this.limit.max) return 0;
    return Math.max(1, Math.ceil((entry.start + this.limit.windowMs - now) / 1000));
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (now - entry.start >= this.limit.windowMs) this.windows.delete(key);
  }
}

/** Throws 429 with `Retry-After` when `counter` refuses the key of this request. */
export function enforce(counter: RateCounter, key: string): void {
  const wait = counter.hit(key);
  if (wait > 0) {
    throw new HttpError(429, `Too many requests; try again in ${wait} s.`, { headers: { 'retry-after': String(wait) } });
  }
}

/** Middleware limiting each key (by default the caller's user id) to `limit`. */
export function rateLimit(limit: RateLimit, key: (c: Context) => string): MiddlewareHandler {
  const counter = new RateCounter(limit);
  return async (c, next) => {
    enforce(counter, key(c));
    await next();
  };
}
