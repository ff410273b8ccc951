/**
 * The scale rows: learners of one organisation, each pulling (from its own cursor) and then
 * pushing 5 progress writes, over and over for 60 s. 500 learners against PostgreSQL with 1 and
 * with 2 API processes (`tsx server/index.ts`, started together on an empty database); then issue
 * 20's embedded-database row: 200 learners against one API process on PGlite (`DATA_DIR`, as
 * `npm start` runs it) and the same 200 on PostgreSQL beside it. Real Auth Emulator tokens, one
 * per learner; every device has done its first full pull before the clock starts (as devices in
 * the field have). Reports requests per second, p50, p99, the slowest request, failed requests
 * and where the cores went per setup; for the 200-learner rows also the API process's peak memory.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import pg from 'pg';
import { freePort, startAuthEmulator, type AuthEmulator } from '../scripts/auth-emulator';
import { withServerHeap } from '../scripts/server-heap';
import { openPglite } from '../server/db/pglite';
import { machineBusySeconds, ownCpuSeconds, treeCpuSeconds } from './support/cpu';
import { peakMemoryMiB } from './support/machine';
import { sampleLockWaits } from './support/lock-waits';
import { startPostgres } from './support/postgres';
import { figure, type Figure } from './support/stats';

const LEARNERS = Number(process.env.SCALE_LEARNERS ?? 500);
/** Issue 20 item 3: the workers of the embedded-database row (and of PostgreSQL beside it). */
const EMBEDDED_LEARNERS = Number(process.env.SCALE_EMBEDDED_LEARNERS ?? 200);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const WRITES = 5;
/** Issue 55 item 6: the push-only row. */
const PUSH_LEARNERS = 50;
const PUSH_SECONDS = Number(process.env.SCALE_PUSH_SECONDS ?? 10);
/** `SCALE_ONLY=push`: only the push row on PGlite (a minute, not the 8 of the whole section). */
const PUSH_ONLY = process.env.SCALE_ONLY === 'push';
const ORG = '5';
const COURSE = 'c5-spreadsheets';
const LESSON = 'c5-spreadsheets-m1-l2';
/** The seeded lesson's sections: progress for any other section is refused (services/progress.ts). */
const LESSON_SECTIONS = 3;
const PASSWORD = 'scale-pass-1';

const uidOf = (i: number) => `scale-${i}`;

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** `count` learners in the database (enrolled in the course they write progress for) and in the emulator. */
async function createLearners(query: Query, emulator: AuthEmulator, count: number): Promise<void> {
  const uids = Array.from({ length: count }, (_, i) => uidOf(i));
  await query(`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    select 'u5-' || u, $1, u, u || '@scale.test', 'Scale ' || u, 'learner' from unnest($2::text[]) u on conflict do nothing`, [ORG, uids]);
  await query(`insert into enrolments (id, organisation_id, course_id, user_id, status)
    select 'e-' || u, $1, $2, 'u5-' || u, 'active' from unnest($3::text[]) u on conflict do nothing`, [ORG, COURSE, uids]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: emulator.projectId }, `scale-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    const users = uids.map((uid) => ({ uid, email: `${uid}@scale.test`, emailVerified: true }));
    for (let i = 0; i < users.length; i += 100) {
      await Promise.all(users.slice(i, i + 100).map((u) => auth.createUser({ ...u, password: PASSWORD }).catch((e: unknown) => {
        if (!String(e).includes('already exists')) throw e;
      })));
    }
  } finally {
    await deleteApp(app);
  }
}

/** Learners in PostgreSQL at `databaseUrl`. */
async function createLearnersInPostgres(databaseUrl: string, emulator: AuthEmulator, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await createLearners((sql, params) => client.query(sql, params), emulator, count);
  } finally {
    await client.end();
  }
}

/** A real ID token per learner, signed in through the emulator's REST API. */
async function tokens(emulator: AuthEmulator, count: number): Promise<string[]> {
  const signIn = async (i: number) => {
    const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${uidOf(i)}@scale.test`, password: PASSWORD, returnSecureToken: true }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const all: string[] = [];
  for (let i = 0; i < count; i += 50) all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => signIn(i + k)))));
  return all;
}

/** Where the API processes keep their data: PostgreSQL's URL, or PGlite's folder. */
type Database = { DATABASE_URL: string } | { DATA_DIR: string };

/** Starts `count` API processes together on `database`; resolves with their base URLs. */
async function startApis(count: number, database: Database, emulator: AuthEmulator) {
  const children = await Promise.all(Array.from({ length: count }, async () => {
    const port = await freePort();
    const child = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
      // The heap limit `npm start` gives its server (scripts/server-heap.ts).
      env: withServerHeap({ ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId, ALLOW_EMULATOR_IN_PRODUCTION: 'true' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => log.includes('Listening on') && resolve());
      child.once('exit', (code) => reject(new Error(`API process exited ${code}:\n${log}`)));
    });
    return { child, baseUrl: `http://127.0.0.1:${port}` };
  }));
  return {
    urls: children.map((c) => c.baseUrl),
    pids: children.map(({ child }) => child.pid!),
    stop: () => Promise.all(children.map(({ child }) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }))),
  };
}

interface LoadResult { requests: number; failures: number; latencies: number[]; seconds: number }

interface Learner { base: string; headers: Record<string, string>; clientId: string; cursor?: string }

/** Each learner's device as it is in the field: signed in, with a first full pull done (20 at a time, not timed). */
async function devices(urls: string[], learnerTokens: string[]): Promise<Learner[]> {
  const learners = learnerTokens.map((token, i): Learner => ({
    base: urls[i % urls.length]!, clientId: randomUUID(),
    headers: { authorization: `Bearer ${token}`, 'x-organisation-id': ORG, 'content-type': 'application/json' },
  }));
  for (let i = 0; i < learners.length; i += 20) {
    await Promise.all(learners.slice(i, i + 20).map(async (learner) => {
      const res = await fetch(`${learner.base}/api/sync/pull?${new URLSearchParams({ clientId: learner.clientId })}`, { headers: learner.headers });
      if (!res.ok) throw new Error(`first pull answered ${res.status}`);
      learner.cursor = ((await res.json()) as { cursor: string }).cursor;
    }));
  }
  return learners;
}

/** Every learner loops pull (a delta from its cursor) → push of WRITES progress writes until the time is up. */
async function load(learners: Learner[]): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const timed = async (url: string, init: RequestInit): Promise<unknown> => {
    const t0 = performance.now();
    try {
      const res = await fetch(url, init);
      const body: unknown = await res.json();
      latencies.push(performance.now() - t0);
      if (!res.ok) failures += 1;
      return res.ok ? body : undefined;
    } catch {
      latencies.push(performance.now() - t0);
      failures += 1;
      return undefined;
    }
  };
  await Promise.all(learners.map(async ({ base, headers, clientId, cursor: first }) => {
    let cursor = first;
    let nextId = 1;
    for (let round = 0; performance.now() < deadline; round += 1) {
      const query = new URLSearchParams({ clientId, ...(cursor ? { cursor } : {}) });
      const pulled = (await timed(`${base}/api/sync/pull?${query}`, { headers })) as { cursor?: string } | undefined;
      cursor = pulled?.cursor ?? cursor;
      if (performance.now() >= deadline) break;
      const at = new Date().toISOString();
      const mutations = Array.from({ length: WRITES }, (_, k) => ({
        id: nextId + k, name: 'progress.set', args: { courseId: COURSE, lessonId: LESSON, section: k % LESSON_SECTIONS, progress: Math.min(100, round + 1), completed: false, at },
      }));
      const pushed = (await timed(`${base}/api/sync/push`, { method: 'POST', headers, body: JSON.stringify({ clientId, mutations }) })) as
        { lastMutationId?: number; results?: { status: string }[] } | undefined;
      if (pushed?.results?.some((r) => r.status !== 'applied')) failures += 1;
      if (pushed?.lastMutationId !== undefined) nextId = pushed.lastMutationId + 1;
    }
  }));
  return { requests: latencies.length, failures, latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * Issue 55 item 6: pushes alone, one learner per loop (distinct accounts of one organisation), each
 * push one progress write with the next id, under the limits the API processes run with (the
 * defaults: the bench sets no THROTTLE_*). A 429 counts as a failure.
 */
async function pushOnly(learners: Learner[], seconds: number): Promise<LoadResult & { throttled: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let throttled = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(learners.map(async ({ base, headers, clientId }) => {
    for (let id = 1; performance.now() < deadline; id += 1) {
      const args = { courseId: COURSE, lessonId: LESSON, section: id % LESSON_SECTIONS, progress: id % 101, completed: false, at: new Date().toISOString() };
      const t0 = performance.now();
      const res = await fetch(`${base}/api/sync/push`, { method: 'POST', headers, body: JSON.stringify({ clientId, mutations: [{ id, name: 'progress.set', args }] }) }).catch(() => null);
      await res?.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res?.status === 429) throttled += 1;
      if (!res?.ok) failures += 1;
    }
  }));
  return { requests: latencies.length, failures, throttled, latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

type CpuSnapshot = Record<'generator' | 'postgres' | 'api' | 'machine', number>;

/**
 * Where the cores went during the load, as a share of one core (100% = one core busy all the
 * time; the machine's cores × 100% in all): the bench's load generator, PostgreSQL, the API
 * processes, and everything else on the machine (other jobs).
 */
function cpuFigures(label: string, before: CpuSnapshot, after: CpuSnapshot, seconds: number): Figure[] {
  const share = (key: keyof CpuSnapshot) => ((after[key] - before[key]) / seconds) * 100;
  const others = share('machine') - share('generator') - share('postgres') - share('api');
  return [
    figure(`${label}: CPU, API processes`, '%', [share('api')], undefined, '100% = one core'),
    figure(`${label}: CPU, PostgreSQL`, '%', [share('postgres')]),
    figure(`${label}: CPU, load generator (the bench)`, '%', [share('generator')]),
    figure(`${label}: CPU, everything else on the machine`, '%', [Math.max(0, others)]),
  ];
}

interface Apis { urls: string[]; pids: number[] }

/**
 * The load on running API processes, as figures labelled `label`. `embeddedRow` (issue 20 item 3's
 * rows) adds the slowest request's budget and the API processes' peak memory.
 */
async function measure(label: string, note: string, apis: Apis, learnerTokens: string[], databasePids: number[], embeddedRow: boolean): Promise<Figure[]> {
  const learners = await devices(apis.urls, learnerTokens);
  const cpu = () => ({ generator: ownCpuSeconds(), postgres: treeCpuSeconds(databasePids), api: treeCpuSeconds(apis.pids), machine: machineBusySeconds() });
  const before = cpu();
  const result = await load(learners);
  const after = cpu();
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return [
    figure(`${label}: throughput`, 'req/s', [result.requests / result.seconds], undefined, `${note}, ${result.requests} requests`),
    figure(`${label}: p50`, 'ms', [percentile(sorted, 50)]),
    figure(`${label}: p99`, 'ms', [percentile(sorted, 99)]),
    figure(`${label}: slowest request`, 'ms', [sorted.at(-1) ?? NaN], embeddedRow ? { limit: 5000, lowerIsBetter: true } : undefined),
    figure(`${label}: failed requests`, '', [result.failures], { limit: 0, lowerIsBetter: true }),
    ...(embeddedRow ? [figure(`${label}: API process peak memory (VmHWM)`, 'MiB', [peakMemoryMiB('server/index.ts')], { limit: 512, lowerIsBetter: true })] : []),
    ...cpuFigures(label, before, after, result.seconds),
  ];
}

/**
 * One API process on a new PGlite folder, as `npm start` runs it: a first start migrates and seeds
 * the demo data and stops; the learners are added to the folder; the second start is measured (so
 * its memory is a running server's, not initdb's, which runs in a child of the first start).
 */
async function startEmbeddedApi(emulator: AuthEmulator, count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-pglite-'));
  await (await startApis(1, { DATA_DIR: dir }, emulator)).stop();
  const db = await openPglite(join(dir, 'pglite'));
  try {
    await createLearners((sql, params) => db.query(sql, params), emulator, count);
  } finally {
    await db.close();
  }
  const apis = await startApis(1, { DATA_DIR: dir }, emulator);
  return { ...apis, stop: async () => { await apis.stop(); rmSync(dir, { recursive: true, force: true }); } };
}

/**
 * Issue 55 item 6: push p99 of 50 distinct learners of the organisation, default limits, as `npm
 * start` runs; and the API process's peak memory (VmHWM) once they are done.
 */
async function pushFigures(apis: Apis, learnerTokens: string[]): Promise<Figure[]> {
  const pushed = await pushOnly(await devices(apis.urls, learnerTokens), PUSH_SECONDS);
  const sorted = [...pushed.latencies].sort((a, b) => a - b);
  const pushNote = `${PUSH_LEARNERS} distinct learners, 1 write a push, ${PUSH_SECONDS} s, default limits, embedded PGlite, ${pushed.requests} pushes`;
  return [
    figure(`push, ${PUSH_LEARNERS} distinct learners: p50`, 'ms', [percentile(sorted, 50)], undefined, pushNote),
    figure(`push, ${PUSH_LEARNERS} distinct learners: p99`, 'ms', [percentile(sorted, 99)], { limit: 250, lowerIsBetter: true }),
    figure(`push, ${PUSH_LEARNERS} distinct learners: throughput`, 'req/s', [pushed.requests / pushed.seconds]),
    figure(`push, ${PUSH_LEARNERS} distinct learners: throttled (429)`, '', [pushed.throttled], { limit: 0, lowerIsBetter: true }),
    figure(`push, ${PUSH_LEARNERS} distinct learners: failed (429 included)`, '', [pushed.failures], { limit: 0, lowerIsBetter: true }),
    figure(`push, ${PUSH_LEARNERS} distinct learners: API process peak memory (VmHWM, after the pushes)`, 'MiB', [peakMemoryMiB('server/index.ts')], { limit: 512, lowerIsBetter: true },
      PUSH_ONLY ? 'the process served only the first pulls and these pushes' : 'the process also served the PGlite scale row before'),
  ];
}

/**
 * The scale figures: 500 learners with 1 and with 2 API processes on PostgreSQL, each on a fresh
 * database; then issue 20's embedded row, 200 learners on PGlite and on PostgreSQL beside it.
 */
export async function scaleFigures(): Promise<Figure[]> {
  const postgres = PUSH_ONLY ? null : await startPostgres();
  const emulator = await startAuthEmulator({ quiet: true });
  const figures: Figure[] = [];
  const note = (learners: number, database: string) => `${learners} learners × (pull + push of ${WRITES}), ${SECONDS} s, ${database}`;
  /** `learners` against `processes` API processes on a fresh PostgreSQL database. */
  const onPostgres = async (database: string, processes: number, learners: number, label: string, embeddedRow: boolean) => {
    if (!postgres) throw new Error('no PostgreSQL started');
    const databaseUrl = await postgres.createDatabase(database);
    const apis = await startApis(processes, { DATABASE_URL: databaseUrl }, emulator);
    try {
      await createLearnersInPostgres(databaseUrl, emulator, learners);
        // Issue 55 item 6: lock waits of the run, sampled from pg_stat_activity every 10 ms.
      const sampler = await sampleLockWaits(postgres.url, database);
      figures.push(...(await measure(label, note(learners, 'PostgreSQL'), apis, await tokens(emulator, learners), [postgres.pid], embeddedRow)));
      const { samples, waits } = await sampler.stop();
      const longest = waits.reduce((a, w) => (w.ms > a.ms ? w : a), { ms: 0, event: '', query: '' });
      figures.push(
        figure(`${label}: lock waits seen (pg_stat_activity, every 10 ms)`, '', [waits.length], undefined, `${samples} samples`),
        figure(`${label}: lock waits over 10 ms`, '', [waits.filter((w) => w.ms > 10).length], { limit: 0, lowerIsBetter: true }),
        figure(`${label}: longest lock wait`, 'ms', [longest.ms], undefined, longest.query ? `${longest.event}: ${longest.query}` : 'none seen'),
        figure(`${label}: time waiting on locks, all statements`, 'ms', [waits.reduce((sum, w) => sum + w.ms, 0)]),
      );
    } finally {
      await apis.stop();
    }
  };
  try {
    if (!PUSH_ONLY) {
      for (const processes of [1, 2]) {
        await onPostgres(`scale_${processes}`, processes, LEARNERS, `scale, ${processes} API process${processes > 1 ? 'es' : ''}`, false);
      }
    }
    const embedded = await startEmbeddedApi(emulator, PUSH_ONLY ? PUSH_LEARNERS : EMBEDDED_LEARNERS);
    try {
      // PGlite runs inside the API process: its CPU is in the API's share.
      const embeddedTokens = await tokens(emulator, PUSH_ONLY ? PUSH_LEARNERS : EMBEDDED_LEARNERS);
      if (!PUSH_ONLY) figures.push(...(await measure(`scale, PGlite, ${EMBEDDED_LEARNERS} learners`, note(EMBEDDED_LEARNERS, 'embedded PGlite'), embedded, embeddedTokens, [], true)));
      figures.push(...(await pushFigures(embedded, embeddedTokens.slice(0, PUSH_LEARNERS))));
    } finally {
      await embedded.stop();
    }
    if (PUSH_ONLY) return figures;
    await onPostgres('scale_beside', 1, EMBEDDED_LEARNERS, `scale, PostgreSQL, ${EMBEDDED_LEARNERS} learners`, true);
  } finally {
    await emulator.stop();
    postgres?.stop();
  }
  return figures;
}
