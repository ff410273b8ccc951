/**
 * The request body cap of `/api` and the Auth Emulator proxy, answered so a client can act on it:
 * a body over the limit is read to its end and thrown away before the 413 goes out. Hono's own
 * `bodyLimit` answers at once and leaves the rest unread; the Node adapter then gives the socket
 * 500 ms to drain and destroys it, so a client still sending saw a reset instead of the 413, and a
 * keep-alive connection was cut under the next request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { refusalProblem } from './problem';

/** How many times the limit a refused body may be before it is no longer read (a bound on the work a refusal costs). */
const DISCARD_FACTOR = 16;

function tooLarge(c: Context, maxBytes: number): Response {
  return refusalProblem(c, 413, 'request-too-large', { maxBytes });
}

/** A refusal without reading the rest: the connection closes after the answer, so nothing else is read from it. */
function tooLargeToRead(c: Context, maxBytes: number): Response {
  c.header('connection', 'close');
  return tooLarge(c, maxBytes);
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Refuses bodies over `maxBytes` with 413 problem+json after discarding them (up to
 * `discardBytes`, 16 times the limit by default; a larger one is answered without being read and
 * its connection closed). A body within the limit is passed on buffered, as Hono's middleware does.
 */
export function limitBody(maxBytes: number, discardBytes = maxBytes * DISCARD_FACTOR): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('transfer-encoding') ? undefined : c.req.header('content-length');
    if (declared !== undefined) {
      // Node's parser holds a body to its declared length, so within the limit it can stream on.
      const length = Number(declared);
      if (length <= maxBytes) return next();
      if (length > discardBytes) return tooLargeToRead(c, maxBytes);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > discardBytes) return tooLargeToRead(c, maxBytes);
      if (size <= maxBytes) chunks.push(value);
    }
    if (size > maxBytes) return tooLarge(c, maxBytes);
    c.req.raw = new Request(c.req.raw, { body: joined(chunks, size) });
    return next();
  };
}
