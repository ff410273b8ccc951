/**
 * `/api/openapi.json` and the reference page `/api/docs` (Swagger UI from the swagger-ui-dist
 * package, served from this server: the page asks no other host for anything). Both are public.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { buildOpenApiDocument } from './document';

/** The API's version in the document: it changes when an operation changes incompatibly. */
export const API_VERSION = '1.0.0';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
} as const;
// Its own file, not an inline script: the CSP allows scripts from this origin only.
const START_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n";
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/start.js"></script></body></html>
`;

/** Mounts the document and the reference page on `app`; call before `/api`'s authenticated routes. */
export function mountOpenApi(app: Hono<AppEnv>) {
  let document: string | undefined;
  app.get('/api/openapi.json', (c) => {
    // Built on first use, when every route is registered; the routes never change afterwards.
    document ??= JSON.stringify(buildOpenApiDocument(app, API_VERSION));
    return c.body(document, 200, { 'content-type': 'application/json' });
  });
  app.get('/api/docs', (c) => c.html(PAGE));
  app.get('/api/docs/:asset', validate('param', z.strictObject({ asset: z.enum([...Object.keys(assets), 'start.js'] as ['start.js']) })), async (c) => {
    const name = c.req.valid('param').asset as keyof typeof assets | 'start.js';
    if (name === 'start.js') return c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    const asset = assets[name];
    return c.body(await readFile(join(swaggerDir, asset.file)), 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
  });
}
