/**
 * Opens embedded PGlite for the server. A new data directory is initialised (initdb) in a short-lived
 * child process: initdb runs a second PostgreSQL instance beside the first and copies its files over,
 * which would leave the server's memory peak (VmHWM) at about twice its steady size for good.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { preparedStatements } from './pglite-statements';

/**
 * Settings on top of `PGlite.defaultStartParams` (single-user PostgreSQL in WebAssembly, one
 * connection). The buffer cache lives in the WebAssembly heap and is never given back: initdb's
 * 160 MB made a server on a small database keep ~100 MiB more than with 32 MB, with no faster pushes
 * (docs/PERFORMANCE.md, "Issue 20: push on the embedded database").
 */
export const PGLITE_SETTINGS: Record<string, string> = { shared_buffers: '32MB', wal_buffers: '1MB' };

/** The options every server PGlite opens with. */
export function pgliteOptions(): PGliteOptions {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return { startParams: [...PGlite.defaultStartParams, ...settings] };
}

/**
 * The types drizzle-orm's PGlite driver reads as text: it sends these `parsers` with every query,
 * and PGlite copies its ~320 default parsers into a new object to add them, for every result.
 * That doubled the cost of a small statement (0.42 → 0.88 ms for `select 1`).
 */
const TEXT_TYPES = new Set<number>([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182]);

/** `options` without `parsers` when they only read {@link TEXT_TYPES} as text (the client's defaults do so now). */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => TEXT_TYPES.has(Number(oid)))) return options;
  return { ...options, parsers: undefined };
}

/**
 * Makes {@link TEXT_TYPES} text in the client's own parsers and drops drizzle's per-query copy of
 * them; data statements run as named prepared statements (pglite-statements.ts), in a transaction
 * too.
 */
function fasterQueries(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  const statements = preparedStatements(client);
  const query = statements.query(client.query.bind(client));
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => query<T>(text, params, withoutTextParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = statements.transactionQuery(tx.query.bind(tx));
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) => txQuery<R>(text, params, withoutTextParsers(options));
      return callback(tx);
    });
}

/**
 * How long a run of statements may hold the event loop before the next one waits for a new turn.
 * PGlite runs a statement synchronously in WebAssembly and hands its lock to the next waiter in a
 * microtask, so a queue of requests drained in one loop turn; Node (libuv ≥ 1.45) accepts one new
 * connection per turn, so under load a device's new connection waited up to 30 s to be accepted
 * while the connections already open were served (docs/PERFORMANCE.md, "200 learners on PGlite").
 * With 10 ms turns (a turn is then about 15 ms with the requests' own work), 50 new connections under
 * push load took 0.8 s to be accepted, the push p99's tail; with 2 ms, about 0.3 s.
 */
const LOOP_TURN_MS = 2;

/** Makes every statement start in a new event-loop turn once the statements before it held the loop {@link LOOP_TURN_MS}. */
function shareTheEventLoop(client: PGlite): void {
  let turnStarted = performance.now();
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>) => runExclusive(async () => {
    if (performance.now() - turnStarted > LOOP_TURN_MS) {
      await nextLoopTurn();
      turnStarted = performance.now();
    }
    return statement();
  });
}

/** Runs initdb for `dir` in a child process and resolves once it has exited. */
function initialiseInChild(dir: string): Promise<void> {
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(entry)});
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initdb in ${dir} failed (exit ${code}): ${stderr}`))));
  });
}

/**
 * PGlite persisted in `dir` (created and initialised when new), or in memory for `undefined`, there
 * started from the dumped data directory `loadDataDir` when given.
 */
export async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dir !== undefined) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'PG_VERSION'))) await initialiseInChild(dir);
  }
  const client = dir === undefined ? new PGlite({ ...pgliteOptions(), loadDataDir }) : new PGlite(dir, pgliteOptions());
  await client.waitReady;
  fasterQueries(client);
  shareTheEventLoop(client);
  return client;
}
