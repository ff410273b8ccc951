/**
 * A push body sent with `Content-Encoding: gzip` (the device compresses large pushes: on a slow
 * uplink the bytes are most of a drain's time). Decompressed here, after the body limit has bounded
 * what was sent, and bounded again on what it expands to: a body that would grow past `maxBytes`
 * (a compressed bomb) is answered 413 without being expanded further; one that is not gzip, 400.
 * Other encodings are 415. The handler then reads plain JSON, as from any other client.
 */
import { gunzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { refusalProblem } from './problem';

export function gunzipBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return next();
    if (encoding !== 'gzip') return refusalProblem(c, 415, 'encoding-unsupported');
    const compressed = new Uint8Array(await c.req.raw.arrayBuffer());
    let body: Buffer;
    try {
      body = gunzipSync(compressed, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return refusalProblem(c, 413, 'request-too-large-unzipped', { maxBytes });
      return refusalProblem(c, 400, 'gzip-invalid');
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-encoding');
    headers.set('content-length', String(body.length));
    c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers, body: new Uint8Array(body) });
    return next();
  };
}
