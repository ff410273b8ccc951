/**
 * The built PWA and lesson media. Hashed `/assets/*` are immutable; `index.html`, `sw.js` and
 * other unhashed files are `no-cache`; text files go out precompressed (brotli or gzip, as built) when
 * the browser accepts it; any other non-`/api` path without a file extension gets
 * `index.html` (SPA fallback), or for `/login` its prerendered `login.html`. Media answers byte ranges (206) for video seeking and caching.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError, refuse } from './problem';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sets Cache-Control on successful answers that have none (serveStatic's onFound runs too late). */
function cacheControl(rule: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('cache-control')) c.res.headers.set('cache-control', rule(c));
  };
}

/** Registers `/media/*`, the static files and the SPA fallback on `app` (after every other route). */
export function mountStaticFiles(app: Hono<AppEnv>, options: { staticDir: string; mediaDir: string }): void {
  app.use('/media/*', cacheControl(() => 'public, max-age=86400'));
  app.use('/media/*', serveStatic({ root: options.mediaDir, rewriteRequestPath: (path) => path.replace(/^\/media/, '') }));
  app.all('/media/*', () => {
    throw refuse(404, 'no-media');
  });
  app.use('*', cacheControl((c) => (c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')));
  // The build writes .br and .gz copies of text assets: the one the browser accepts is sent as is.
  // /login has its own page, the sign-in screen prerendered in it (scripts/prerender-login.ts).
  app.get('/login', serveStatic({ root: options.staticDir, precompressed: true, rewriteRequestPath: () => '/login.html' }));
  app.use('*', serveStatic({ root: options.staticDir, precompressed: true }));
  app.get('*', async (c) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (c.req.path.startsWith('/assets/') || last.includes('.')) throw refuse(404, 'no-file', { path: c.req.path });
    const html = await readFile(join(options.staticDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) throw new HttpError(404, 'The PWA is not built (no index.html in STATIC_DIR); run `npm run build`.');
    return c.html(html, 200, { 'cache-control': 'no-cache' });
  });
}
