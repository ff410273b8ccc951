/** One structured log line per request, with its request id; the id is also answered in X-Request-Id. */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env';

/** Puts a child logger carrying `reqId` on the context and logs the outcome of each request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) c.get('log').error(line, 'request failed');
    else c.get('log').info(line, 'request');
  };
}
