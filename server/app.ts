/**
 * The Hono app: request id and logs, security headers, the Auth Emulator proxy, `/api` with
 * problem+json errors and a body limit, lesson media, and the PWA with SPA fallback.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv, Limits } from './app-env';
import { envSchema, type Env } from './env';
import { compressAnswers } from './http/compress-answers';
import { gunzipBody } from './http/gzip-body';
import { limitBody } from './http/body-limit';
import { mountEmulatorProxy } from './http/emulator-proxy';
import { HttpError, problem, refusalProblem } from './http/problem';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { mountStaticFiles } from './http/static-files';
import { mountUploadedMedia } from './media/serve-uploads';
import { createMediaUploads } from './media/uploads';
import { mountOpenApi } from './openapi/serve';
import { mountPackageContent } from './packages/serve-content';
import { apiRoutes } from './slices/api';
import { PULL_PAGE_ROWS } from './sync/pull-pages';
import { PUSH_BODY_BYTES } from '../contract/wire';

/**
 * Limits of a running server: 1 MB bodies (4 MB for a push, so that the largest valid write fits), 30 bad tokens a minute per address, 120 AI calls a
 * minute per user, memberships remembered 5 s, and the write throttle the THROTTLE_* settings
 * choose (per window: 600 writes and 120 chat messages a user, 30,000 and 3,000 an organisation).
 */
export function limitsFromEnv(env: Pick<Env, 'THROTTLE_WINDOW_SECONDS' | 'THROTTLE_USER_WRITES' | 'THROTTLE_ORG_WRITES' | 'THROTTLE_USER_MESSAGES' | 'THROTTLE_ORG_MESSAGES'>): Limits {
  const windowMs = env.THROTTLE_WINDOW_SECONDS * 1000;
  return {
    failedAuth: { max: 30, windowMs: 60_000 },
    aiChat: { max: 120, windowMs: 60_000 },
    writesPerUser: { max: env.THROTTLE_USER_WRITES, windowMs },
    writesPerOrganisation: { max: env.THROTTLE_ORG_WRITES, windowMs },
    messagesPerUser: { max: env.THROTTLE_USER_MESSAGES, windowMs },
    messagesPerOrganisation: { max: env.THROTTLE_ORG_MESSAGES, windowMs },
    callerCacheMs: 5_000,
    bodyBytes: 1024 * 1024,
    pushBodyBytes: PUSH_BODY_BYTES,
    pullPageRows: PULL_PAGE_ROWS,
  };
}

/** The limits with every setting at its default. */
export const defaultLimits: Limits = limitsFromEnv(envSchema.parse({}));

/** Builds the app; its rate counts live in the database, so apps sharing one database share them. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestId({ generator: () => crypto.randomUUID() }));
  app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders(deps.env.PACKAGE_ORIGIN));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const res = problem(c, error.status, error.detail, error.extra.errors, error.extra.refusal);
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) res.headers.set(name, value);
      return res;
    }
    if (error instanceof HTTPException && error.status < 500) {
      return problem(c, error.status as ContentfulStatusCode, error.message || undefined);
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return refusalProblem(c, 500, 'internal-error');
  });
  app.notFound((c) => refusalProblem(c, 404, 'no-route', { method: c.req.method, path: c.req.path }));

  mountEmulatorProxy(app, deps.env.FIREBASE_AUTH_EMULATOR_HOST, deps.limits.bodyBytes);
  app.use('/api/*', compressAnswers());
  const apiLimit = limitBody(deps.limits.bodyBytes);
  const pushLimit = limitBody(deps.limits.pushBodyBytes);
  const pushGunzip = gunzipBody(deps.limits.pushBodyBytes);
  // A push has its own, larger limit: the largest write the contract accepts must fit one alone.
  app.use('/api/*', (c, next) => (c.req.path === '/api/sync/push' ? pushLimit(c, next) : apiLimit(c, next)));
  // A gzipped push is expanded after its limit, with the same limit on what it expands to.
  app.use('/api/*', (c, next) => (c.req.path === '/api/sync/push' ? pushGunzip(c, next) : next()));
  mountOpenApi(app);
  const uploads = deps.uploads ?? createMediaUploads(deps.env);
  app.route('/api', apiRoutes({ ...deps, uploads }));
  mountUploadedMedia(app, deps.env, uploads);
  mountPackageContent(app, deps.db);
  mountStaticFiles(app, { staticDir: deps.env.STATIC_DIR, mediaDir: deps.mediaDir });
  return app;
}
