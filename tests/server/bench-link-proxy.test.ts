/**
 * The bench's slow link (bench/support/latency-proxy.ts): a 100 KB body through the proxy takes the
 * time the model says (handshake round trip + bytes ÷ rate + half a round trip each way), within 10 %.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SLOW_4G, startLatencyProxy } from '../../bench/support/latency-proxy';

const BODY = Buffer.alloc(100_000, 'x');
let server: http.Server;
let target: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = Buffer.concat(chunks).length;
      if (req.url === '/download') res.end(BODY);
      else res.end(String(received));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** One request on a new connection (no keep-alive): milliseconds until the whole answer is in, and its body. */
function timedRequest(base: string, path: string, body?: Buffer): Promise<{ ms: number; text: string }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: body ? 'POST' : 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ ms: performance.now() - start, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What the model says one request/answer on a new connection costs, for the bytes the proxy counted. */
function modelMs(up: number, down: number): number {
  return SLOW_4G.roundTripMs // the connect's handshake
    + (up * 8 * 1000) / SLOW_4G.upBitsPerSecond! + SLOW_4G.roundTripMs / 2
    + (down * 8 * 1000) / SLOW_4G.downBitsPerSecond! + SLOW_4G.roundTripMs / 2;
}

test('a 100 KB upload takes the uplink time the model says, within 10 %', async () => {
  const proxy = await startLatencyProxy(target, SLOW_4G);
  try {
    const { ms, text } = await timedRequest(proxy.baseUrl, '/upload', BODY);
    expect(text).toBe('100000');
    const { up, down, connections } = proxy.traffic();
    expect(up).toBeGreaterThan(100_000);
    expect(connections).toBe(1);
    const expected = modelMs(up, down);
    // 100 KB at 675 kbit/s alone is 1.19 s: the model is about 1.8 s.
    expect(expected).toBeGreaterThan(1700);
    expect(Math.abs(ms - expected) / expected).toBeLessThan(0.1);
  } finally {
    await proxy.stop();
  }
});

test('a 100 KB download takes the downlink time the model says, within 10 %', async () => {
  const proxy = await startLatencyProxy(target, SLOW_4G);
  try {
    const { ms, text } = await timedRequest(proxy.baseUrl, '/download');
    expect(text.length).toBe(100_000);
    const { up, down } = proxy.traffic();
    expect(down).toBeGreaterThan(100_000);
    const expected = modelMs(up, down);
    // 100 KB at 1.6 Mbit/s is 0.5 s: the model is about 1.1 s.
    expect(expected).toBeGreaterThan(1000);
    expect(Math.abs(ms - expected) / expected).toBeLessThan(0.1);
  } finally {
    await proxy.stop();
  }
});

test('without a bandwidth limit the proxy adds the round trip alone, as the former figures had it', async () => {
  const proxy = await startLatencyProxy(target, 300);
  try {
    const direct = await timedRequest(target, '/upload', BODY);
    const { ms } = await timedRequest(proxy.baseUrl, '/upload', BODY);
    expect(ms - direct.ms).toBeGreaterThan(290);
    expect(ms - direct.ms).toBeLessThan(600);
  } finally {
    await proxy.stop();
  }
});
