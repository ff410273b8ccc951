/**
 * Write throttling (issue 15): every write route charges one write to the caller and to their
 * organisation, and a push also charges each `message.send` it carries as a chat message. All the
 * charges of a request go to the database in one statement (see rate-limit.ts); the organisation's
 * are spread over rows by user, so pushes of different learners seldom share a row lock.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Limits } from '../app-env';
import type { Caller } from '../auth/caller';
import type { Charge } from './rate-limit';

/** The limits a write is checked against. */
export type WriteLimits = Pick<Limits, 'writesPerUser' | 'writesPerOrganisation' | 'messagesPerUser' | 'messagesPerOrganisation'>;

/** The charges of one write request by `caller` carrying `messages` chat messages. */
export function writeCharges(limits: WriteLimits, caller: Pick<Caller, 'id' | 'organisationId'>, messages = 0): Charge[] {
  const user = caller.id;
  const org = caller.organisationId;
  return [
    { scope: `writes:user:${user}`, limit: limits.writesPerUser, hits: 1 },
    { scope: `writes:org:${org}`, limit: limits.writesPerOrganisation, hits: 1, spread: user },
    { scope: `messages:user:${user}`, limit: limits.messagesPerUser, hits: messages },
    { scope: `messages:org:${org}`, limit: limits.messagesPerOrganisation, hits: messages, spread: user },
  ];
}

/** Counts one write (and `messages` chat messages) for the signed-in caller; 429 over a limit. */
export async function chargeWrite(c: Context<AppEnv>, messages = 0): Promise<void> {
  const { limiter, limits } = c.get('throttle');
  await limiter.enforce(writeCharges(limits, c.get('caller'), messages));
}

/** Middleware for a write route: {@link chargeWrite} before the handler. Put it after `requireRole`. */
export function throttleWrite(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await chargeWrite(c);
    await next();
  };
}
