/**
 * Authentication and tenancy for every `/api` route but health: a verified Firebase ID token
 * (401 otherwise) and an `X-organisation-id` the user belongs to (403 otherwise); or an API key
 * (`olp_…`, issue 54), which names its organisation itself.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { z } from 'zod';
import { ORGANISATION_HEADER } from '../../contract/api';
import { API_KEY_PREFIX, type ApiKeyScope } from '../../contract/api-keys';
import type { RefusalCode } from '../../contract/refusals';
import type { AppDeps, AppEnv } from '../app-env';
import { refuse } from '../http/problem';
import type { RateLimiter } from '../http/rate-limit';
import type { VerifiedToken } from './token-verifier';
import type { Caller } from './caller';
import { CallerCache } from './caller-cache';

const organisationIdSchema = z.string().regex(/^\d{1,18}$/);
const bearer = /^Bearer\s+(\S+)$/i;

/** The peer address of the request, or 'local' when there is no socket (in-process tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** Why a token was refused, for the log: the error's code and message, with the token itself cut out. */
function verificationFailure(error: unknown, token: string): { code?: string; message: string } {
  const message = (error instanceof Error ? error.message : String(error)).replaceAll(token, '[token]');
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : undefined;
  return code ? { code, message } : { message };
}

/** Finds (or, by the organisation's rules, makes) the member a verified token is in an organisation (server/slices/account/members.ts). */
export type ResolveCaller = (db: AppDeps['db'], token: VerifiedToken, organisationId: string) => Promise<Caller>;

/** Who an API key acts as and its scopes; `undefined` when it is unknown or revoked (slices/admin-api-keys/api-keys.ts). */
export type ResolveApiKey = (db: AppDeps['db'], key: string) => Promise<{ caller: Caller; keyId: string; scopes: ApiKeyScope[] } | undefined>;

/**
 * Puts the verified caller on the context as `caller` (and, for an API key, `apiKey`).
 * `resolveCaller` and `resolveApiKey` are handed in by the routes: the auth infrastructure imports no service.
 */
export function authenticate(deps: Pick<AppDeps, 'db' | 'verifier' | 'limits'>, limiter: RateLimiter, resolveCaller: ResolveCaller, resolveApiKey: ResolveApiKey): MiddlewareHandler<AppEnv> {
  const callers = new CallerCache(deps.limits.callerCacheMs);
  const unauthorized = async (c: Context, code: RefusalCode) => {
    // Guessing tokens is throttled per address; valid callers are never counted.
    await limiter.enforce([{ scope: `failed-auth:${clientAddress(c)}`, limit: deps.limits.failedAuth, hits: 1 }]);
    return refuse(401, code, undefined, { headers: { 'www-authenticate': 'Bearer' } });
  };
  return async (c, next) => {
    const token = bearer.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw await unauthorized(c, 'sign-in-first');
    if (token.startsWith(API_KEY_PREFIX)) {
      // Looked up on every request, never cached: a revoked key is refused at once.
      const key = await resolveApiKey(deps.db, token);
      if (!key) throw await unauthorized(c, 'api-key-unknown');
      const named = c.req.header(ORGANISATION_HEADER);
      if (named !== undefined && named !== key.caller.organisationId) throw refuse(403, 'api-key-other-organisation');
      c.set('caller', key.caller);
      c.set('apiKey', { id: key.keyId, scopes: key.scopes });
      c.set('log', c.get('log').child({ uid: key.caller.uid, org: key.caller.organisationId, apiKey: key.keyId }));
      return next();
    }
    const verified = await deps.verifier.verify(token).catch((error: unknown) => {
      // The 401 says only "invalid or expired"; the log keeps why (revoked, expired, wrong project…).
      c.get('log').warn({ cause: verificationFailure(error, token) }, 'ID token refused');
      return null;
    });
    if (!verified) throw await unauthorized(c, 'id-token-invalid');
    const organisationId = organisationIdSchema.safeParse(c.req.header(ORGANISATION_HEADER));
    if (!organisationId.success) {
      throw refuse(403, 'organisation-header-invalid', { header: ORGANISATION_HEADER });
    }
    let caller = callers.get(verified.uid, organisationId.data);
    if (!caller) {
      caller = await resolveCaller(deps.db, verified, organisationId.data);
      callers.set(caller);
    }
    c.set('caller', caller);
    c.set('log', c.get('log').child({ uid: caller.uid, org: caller.organisationId }));
    await next();
    if (c.get('callerChanged')) callers.forget(caller);
  };
}
