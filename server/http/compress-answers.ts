/**
 * API answers of 1 KiB or more go gzipped to a client that accepts gzip (a pull on a slow link is
 * mostly bytes: a returning learner's catch-up is several times smaller). Hono's `compress` skips an
 * answer below its threshold only by its Content-Length, which `c.json` does not set, so a JSON
 * answer (already whole in memory) is given one first. Event streams are never compressed (their
 * type is not compressible), so each event reaches the client when it is sent.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', threshold: 1024 });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const type = c.res.headers.get('Content-Type') ?? '';
      if (c.res.headers.has('Content-Length') || !JSON_TYPE.test(type) || !c.res.body) return;
      const body = await c.res.arrayBuffer();
      const sized = new Response(body, c.res);
      sized.headers.set('Content-Length', String(body.byteLength));
      c.res = sized;
    });
}
