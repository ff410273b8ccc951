/**
 * In-process push load on embedded PGlite, without a browser or the Auth Emulator: the real app over
 * a file PGlite (as `npm start` opens it), `CLIENTS` concurrent callers each sending one
 * `progress.set` from a new client per request, for `SECONDS`. Prints latency p50/p90/p99/max,
 * requests per second and the process's VmHWM; with PUSH_TRACE=1 also each statement's time for one
 * push run alone; GETS=1 first loads the two GETs the bench loads; with HTTP=1 the load is
 * autocannon's over HTTP from a child process, as in bench/api.ts.
 * Run: `npx tsx bench/support/push-load.ts` (env CLIENTS, SECONDS, ROUNDS, PGLITE_SET).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createApp, limitsFromEnv } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { PGLITE_SETTINGS } from '../../server/db/pglite';
import { loadEnv } from '../../server/env';
import { openLiveBus } from '../../server/live/bus';
import { MEDIA_DIR } from '../../server/media-dir';
import { seedDemoData } from '../../server/seed/index';

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

function vmHwmMiB(): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
}

function pushBody(): string {
  const args = { courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 0, progress: 50, completed: false, at: new Date().toISOString() };
  return JSON.stringify({ clientId: randomUUID(), mutations: [{ id: 1, name: 'progress.set', args }] });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Wraps the PGlite client's entry points to time each statement while `on` is set. */
function traceStatements(client: PGlite) {
  const log: string[] = [];
  const state = { on: false, t0: 0 };
  const at = (t: number) => `@${(t - state.t0).toFixed(1).padStart(6)}`;
  const wrap = <K extends 'query' | 'exec' | 'transaction'>(name: K) => {
    const original = client[name].bind(client) as (...a: unknown[]) => Promise<unknown>;
    Reflect.set(client, name, async (...a: unknown[]) => {
      if (!state.on || name === 'transaction') return original(...a);
      const t0 = performance.now();
      const result = await original(...a);
      log.push(`${at(t0)} ${(performance.now() - t0).toFixed(2).padStart(7)} ms  ${String(a[0]).replace(/\s+/g, ' ').slice(0, 160)}`);
      return result;
    });
  };
  wrap('query');
  wrap('exec');
  // Statements inside a transaction go through the transaction object: wrap it as it is made.
  const transaction = client.transaction.bind(client);
  Reflect.set(client, 'transaction', (callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      if (!state.on) return callback(tx);
      for (const name of ['query', 'exec'] as const) {
        const original = tx[name].bind(tx) as (...a: unknown[]) => Promise<unknown>;
        Reflect.set(tx, name, async (...a: unknown[]) => {
          const t0 = performance.now();
          const result = await original(...a);
          log.push(`${at(t0)} ${(performance.now() - t0).toFixed(2).padStart(7)} ms  tx ${String(a[0]).replace(/\s+/g, ' ').slice(0, 160)}`);
          return result;
        });
      }
      return callback(tx);
    }),
  );
  return { log, state };
}

/** The child of HTTP=1: one autocannon run against `url`, its figures sent to the parent. */
async function autocannonChild(url: string): Promise<void> {
  const result = await autocannon({
    url, method: 'POST', connections: CLIENTS, duration: SECONDS,
    headers: { authorization: 'Bearer bench', 'x-organisation-id': '5', 'content-type': 'application/json' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: pushBody() }) }],
  });
  const l = result.latency;
  process.send?.(`${result.requests.total} pushes (${result.non2xx} not 2xx), ${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} p90 ${l.p90} p99 ${l.p99} max ${l.max} ms`);
}

/** Runs one autocannon child against `url` and resolves with its line. */
function httpRound(url: string): Promise<string> {
  const child = fork(process.argv[1] ?? '', ['--autocannon', url], { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (line) => resolve(String(line)));
    child.once('exit', (code) => reject(new Error(`autocannon child exited ${code}`)));
  });
}

async function main(): Promise<void> {
  // PGLITE_SET="shared_buffers=32MB,work_mem=1MB" tries settings on top of the server's.
  for (const pair of process.env.PGLITE_SET?.split(',') ?? []) {
    const [name, value] = pair.split('=');
    if (name && value) PGLITE_SETTINGS[name] = value;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'push-load-'));
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', THROTTLE_USER_WRITES: '1000000000', THROTTLE_ORG_WRITES: '1000000000' });
  const database = await openDatabase({ dataDir });
  await seedDemoData(database.db);
  const client = Reflect.get(database.db, '$client') as PGlite;
  const trace = process.env.PUSH_TRACE === '1' ? traceStatements(client) : undefined;
  const logger = pino({ level: 'silent' });
  const live = await openLiveBus(database.db, logger);
  const verifier = { verify: async () => ({ uid: 'demo-learner', email: 'learner@demo.test', name: null, picture: null }) };
  const app = createApp({ db: database.db, env, logger, verifier, limits: limitsFromEnv(env), mediaDir: MEDIA_DIR, live });
  const headers = { authorization: 'Bearer bench', 'x-organisation-id': '5', 'content-type': 'application/json' };
  const push = async () => {
    const res = await app.request('/api/sync/push', { method: 'POST', headers, body: pushBody() });
    if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  await push();
  if (trace) {
    for (let i = 0; i < 3; i += 1) {
      trace.log.length = 0;
      trace.state.on = true;
      const t0 = performance.now();
      trace.state.t0 = t0;
      await push();
      trace.state.on = false;
      await new Promise((r) => setTimeout(r, 50));
      console.log(`one push alone: ${(performance.now() - t0).toFixed(1)} ms\n${trace.log.join('\n')}\n`);
    }
  }
  if (process.env.GETS === '1') {
    // The bench reads the catalogue and the current user under load before it pushes: the same here, to see what they add to VmHWM.
    for (const path of ['/api/users/me', '/api/courses']) {
      const end = performance.now() + SECONDS * 1000;
      let count = 0;
      await Promise.all(Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          await (await app.request(path, { headers })).arrayBuffer();
          count += 1;
        }
      }));
      const wasm = (client as unknown as { mod?: { HEAP8?: Int8Array; wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? 0;
      console.log(`GET ${path}: ${count} in ${SECONDS} s; VmHWM ${vmHwmMiB().toFixed(0)} MiB, heap ${(process.memoryUsage().heapTotal / 2 ** 20).toFixed(0)} MiB, WebAssembly memory ${(wasm / 2 ** 20).toFixed(0)} MiB`);
    }
  }
  console.log(`after start and seed: VmHWM ${vmHwmMiB().toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
  if (process.env.HTTP === '1') {
    // The time the app takes per request, beside what the client sees: the difference is the wait to be read and written.
    const inApp: number[] = [];
    const fetch = async (request: Request) => {
      const t0 = performance.now();
      const response = await app.fetch(request);
      inApp.push(performance.now() - t0);
      return response;
    };
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    // When each connection was accepted: under load, new connections wait for event-loop turns (server/db/pglite.ts).
    const accepted: number[] = [];
    server.on('connection', () => accepted.push(performance.now()));
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/sync/push`;
    for (let round = 0; round < ROUNDS; round += 1) {
      inApp.length = 0;
      const line = await httpRound(url);
      const sorted = [...inApp].sort((a, b) => a - b);
      const inAppLine = `in the app p50 ${quantile(sorted, 0.5).toFixed(0)} p99 ${quantile(sorted, 0.99).toFixed(0)} max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
      console.log(`http round ${round + 1}: ${line}; ${inAppLine}; VmHWM ${vmHwmMiB().toFixed(0)} MiB`);
      console.log(`accepted ${accepted.length} connections over ${((accepted.at(-1) ?? 0) - (accepted[0] ?? 0)).toFixed(0)} ms`);
      accepted.length = 0;
    }
    server.close();
  }
  for (let round = 0; round < (process.env.HTTP === '1' ? 0 : ROUNDS); round += 1) {
    const latencies: number[] = [];
    const stalls: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    let lastTick = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      if (now - lastTick > 60) stalls.push(now - lastTick - 10);
      lastTick = now;
    }, 10);
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await push();
        latencies.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    clearInterval(ticker);
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(0).padStart(5);
    console.log(`round ${round + 1}: ${latencies.length} pushes, ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${f(quantile(sorted, 0.5))} p90 ${f(quantile(sorted, 0.9))} p99 ${f(quantile(sorted, 0.99))} max ${f(sorted.at(-1) ?? 0)} ms; event-loop stalls > 50 ms: ${stalls.length} (longest ${f(Math.max(0, ...stalls))} ms); VmHWM ${vmHwmMiB().toFixed(0)} MiB`);
  }
  await live.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv[2] === '--autocannon') await autocannonChild(process.argv[3] ?? '');
else await main();
