/**
 * `/package-content/<key>/<path>` (issue 51): a stored package's files, on the content origin
 * (PACKAGE_ORIGIN; the app frames it). No token: the key is the package's capability. Answers carry
 * a CSP of their own (package scripts may run inline and eval, as authoring tools emit them, but
 * reach only this origin) and no X-Frame-Options; the app's headers are not set here
 * (security-headers.ts skips the prefix). `/package-content/_runtime/*` are the player's own files.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { pathProblem } from './zip-directory';
import { listPackageFiles, readPackageFile } from './store-package';
import { RUNTIME_FILES, RUNTIME_URLS } from './runtime-files';
import { H5P_RUNTIME_URLS, h5pRuntimeFile } from './h5p-runtime';

export const PACKAGE_CONTENT_PREFIX = '/package-content/';

/** The content's CSP: its own origin, inline and eval allowed, no plugins, framed by anyone holding the key. */
export const PACKAGE_CONTENT_POLICY = [
  "default-src 'self' data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const headers = (contentType: string, cache: string) => ({
  'content-type': contentType,
  'content-security-policy': PACKAGE_CONTENT_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': cache,
  'cross-origin-resource-policy': 'cross-origin',
});

/** Registers the package files before the PWA's static files. */
export function mountPackageContent(app: Hono<AppEnv>, db: Database): void {
  app.get('/package-content/_runtime/h5p/*', (c) => {
    const file = h5pRuntimeFile(c.req.path.slice('/package-content/_runtime/h5p/'.length));
    if (!file) return c.text('There is no such runtime file.', 404);
    return c.body(file.body, 200, headers(file.type, 'no-cache'));
  });
  app.get('/package-content/_runtime/:file', (c) => {
    const file = RUNTIME_FILES[c.req.param('file')];
    if (!file) return c.text('There is no such runtime file.', 404);
    const extra: Record<string, string> = c.req.param('file') === 'sw.js' ? { 'service-worker-allowed': PACKAGE_CONTENT_PREFIX } : {};
    return c.body(file.body, 200, { ...headers(file.type, 'no-cache'), ...extra });
  });
  app.get('/package-content/_files/:key', async (c) => {
    const listed = await listPackageFiles(db, c.req.param('key'));
    if (!listed) return c.text('There is no such package.', 404);
    const runtime = listed.kind === 'h5p' ? H5P_RUNTIME_URLS : RUNTIME_URLS;
    return c.body(JSON.stringify({ files: listed.files, runtime }), 200, headers('application/json', 'no-cache'));
  });
  app.get('/package-content/:key/*', async (c) => {
    const key = c.req.param('key');
    const rest = decodeURIComponent(c.req.path.slice(PACKAGE_CONTENT_PREFIX.length + key.length + 1));
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key) || pathProblem(rest) !== null) return c.text('There is no such package file.', 404);
    const file = await readPackageFile(db, key, rest);
    if (!file) return c.text('There is no such package file.', 404);
    return c.body(new Uint8Array(file.content), 200, headers(file.contentType, 'public, max-age=31536000, immutable'));
  });
}
