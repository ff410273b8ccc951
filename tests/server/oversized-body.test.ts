/**
 * Bodies over the limit on a real socket (issue 49): every one is answered 413, none with a reset
 * connection, and the keep-alive connection it came on answers the next request.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support/test-server';

const MiB = 1024 * 1024;
const ADMIN_BATCHES = '/api/admin/batches';
const EMULATOR_SIGN_UP = '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo';

let server: TestServer;
let listener: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await server?.close();
});

/** What one request got: the status, or the socket error code; and whether it reused a kept-alive socket. */
interface Outcome {
  status?: number;
  error?: string;
  reused: boolean;
}

/** A raw node:http POST; `chunked` sends the body without a content-length. */
function post(path: string, body: Buffer, agent: Agent, chunked = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const length: Record<string, number> = chunked ? {} : { 'content-length': body.length };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...length } }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
    if (chunked) {
      // Several writes, so the server cannot know the size before reading.
      for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
      req.end();
    } else req.end(body);
  });
}

/** An oversized request, then a small one on the same keep-alive agent. */
async function oversizedThenNext(path: string, chunked = false): Promise<[Outcome, Outcome]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = await post(path, Buffer.alloc(2 * MiB, 'a'), agent, chunked);
    const next = await post(ADMIN_BATCHES, Buffer.from('{}'), agent);
    return [big, next];
  } finally {
    agent.destroy();
  }
}

describe('a request body over the limit', () => {
  it('gets 413 on every one of 20 requests of 2 MiB to /api and the emulator proxy, and the connection answers the next request', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => oversizedThenNext(i % 2 ? ADMIN_BATCHES : EMULATOR_SIGN_UP)));
    const big = outcomes.map(([first]) => first);
    const next = outcomes.map(([, second]) => second);
    expect(big.filter((o) => o.error).map((o) => o.error)).toEqual([]);
    expect(big.map((o) => o.status)).toEqual(Array(20).fill(413));
    // The next request is answered (401: no token), on the socket the refused one came on.
    expect(next.map((o) => o.error ?? o.status)).toEqual(Array(20).fill(401));
    expect(next.every((o) => o.reused)).toBe(true);
  });

  it('gets 413 when it comes without a length (chunked), to both paths', async () => {
    for (const path of [ADMIN_BATCHES, EMULATOR_SIGN_UP]) {
      const [big, next] = await oversizedThenNext(path, true);
      expect(big).toEqual({ status: 413, reused: false });
      expect(next).toEqual({ status: 401, reused: true });
    }
  });

  it('still passes a body within the limit on', async () => {
    const agent = new Agent({ keepAlive: true });
    const signUp = await post(EMULATOR_SIGN_UP, Buffer.from(JSON.stringify({ email: `limit-${crypto.randomUUID()}@example.test`, password: 'demo-pass-1', returnSecureToken: true })), agent, true);
    agent.destroy();
    expect(signUp.status).toBe(200);
  });
});
