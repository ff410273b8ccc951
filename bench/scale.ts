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
import { startAuthEmulator } from '../scripts/auth-emulator';
import { machineBusySeconds, ownCpuSeconds, treeCpuSeconds } from './support/cpu';
import { peakMemoryMiB } from './support/machine';
import { sampleLockWaits, type LockSampler } from './support/lock-waits';
import { startPostgres } from './support/postgres';
import { startApis, startEmbeddedApi, type Apis } from './support/scale-apis';
import { createLearnersInPostgres, tokens } from './support/scale-learners';
import { devices, load, percentile, pushOnly, WRITES } from './support/scale-load';
import { figure, type Figure } from './support/stats';

const LEARNERS = Number(process.env.SCALE_LEARNERS ?? 500);
/** Issue 20 item 3: the workers of the embedded-database row (and of PostgreSQL beside it). */
const EMBEDDED_LEARNERS = Number(process.env.SCALE_EMBEDDED_LEARNERS ?? 200);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
/** Issue 55 item 6: the push-only row. */
const PUSH_LEARNERS = 50;
const PUSH_SECONDS = Number(process.env.SCALE_PUSH_SECONDS ?? 10);
/**
 * `SCALE_ONLY=push`: only the push row on PGlite (a minute, not the 8 of the whole section);
 * `SCALE_ONLY=postgres`: only the two-process PostgreSQL row and its push row, with lock waits.
 */
const ONLY = process.env.SCALE_ONLY;
const PUSH_ONLY = ONLY === 'push';
const POSTGRES_ONLY = ONLY === 'postgres';

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
 * Issue 55 item 6: push p99 of 50 distinct learners of the organisation, default limits, as `npm
 * start` runs; and the API processes' peak memory (VmHWM) once they are done. `where` names the
 * setup in the labels (empty for the PGlite row, whose keys predate the others).
 */
async function pushFigures(apis: Apis, learnerTokens: string[], where: string, memoryNote: string): Promise<Figure[]> {
  const pushed = await pushOnly(await devices(apis.urls, learnerTokens), PUSH_SECONDS);
  const sorted = [...pushed.latencies].sort((a, b) => a - b);
  const label = `push, ${PUSH_LEARNERS} distinct learners${where ? `, ${where}` : ''}`;
  const pushNote = `${PUSH_LEARNERS} distinct learners, 1 write a push, ${PUSH_SECONDS} s, default limits, ${where || 'embedded PGlite'}, ${pushed.requests} pushes`;
  return [
    figure(`${label}: p50`, 'ms', [percentile(sorted, 50)], undefined, pushNote),
    figure(`${label}: p99`, 'ms', [percentile(sorted, 99)], { limit: 250, lowerIsBetter: true }),
    figure(`${label}: throughput`, 'req/s', [pushed.requests / pushed.seconds]),
    figure(`${label}: throttled (429)`, '', [pushed.throttled], { limit: 0, lowerIsBetter: true }),
    figure(`${label}: failed (429 included)`, '', [pushed.failures], { limit: 0, lowerIsBetter: true }),
    figure(`${label}: API process peak memory (VmHWM, after the pushes)`, 'MiB', [peakMemoryMiB('server/index.ts')], { limit: 512, lowerIsBetter: true }, memoryNote),
  ];
}

/** The lock waits a sampler saw, as figures labelled `label` (goal: none over 10 ms). */
async function lockFigures(label: string, sampler: LockSampler): Promise<Figure[]> {
  const { samples, waits } = await sampler.stop();
  const longest = waits.reduce((a, w) => (w.ms > a.ms ? w : a), { ms: 0, event: '', query: '', blocker: '' });
  const longestNote = longest.query ? `${longest.event}: ${longest.query}${longest.blocker ? ` (behind: ${longest.blocker})` : ''}` : 'none seen';
  return [
    figure(`${label}: lock waits seen (pg_stat_activity, every 10 ms)`, '', [waits.length], undefined, `${samples} samples`),
    figure(`${label}: lock waits over 10 ms`, '', [waits.filter((w) => w.ms > 10).length], { limit: 0, lowerIsBetter: true }),
    figure(`${label}: longest lock wait`, 'ms', [longest.ms], undefined, longestNote),
    figure(`${label}: time waiting on locks, all statements`, 'ms', [waits.reduce((sum, w) => sum + w.ms, 0)]),
  ];
}

/**
 * The scale figures: 500 learners with 1 and with 2 API processes on PostgreSQL, each on a fresh
 * database (the two-process row followed by the push row on the same processes); then issue 20's
 * embedded row, 200 learners on PGlite (and its push row) and on PostgreSQL beside it.
 */
export async function scaleFigures(): Promise<Figure[]> {
  const postgres = PUSH_ONLY ? null : await startPostgres();
  const emulator = await startAuthEmulator({ quiet: true });
  const figures: Figure[] = [];
  const note = (learners: number, database: string) => `${learners} learners × (pull + push of ${WRITES}), ${SECONDS} s, ${database}`;
  /** `learners` against `processes` API processes on a fresh PostgreSQL database; `withPush` adds the push row after. */
  const onPostgres = async (database: string, processes: number, learners: number, label: string, embeddedRow: boolean, withPush = false) => {
    if (!postgres) throw new Error('no PostgreSQL started');
    const databaseUrl = await postgres.createDatabase(database);
    const apis = await startApis(processes, { DATABASE_URL: databaseUrl }, emulator);
    try {
      await createLearnersInPostgres(databaseUrl, emulator, learners);
      const learnerTokens = await tokens(emulator, learners);
      // Issue 55 item 6: lock waits of the run, sampled from pg_stat_activity every 10 ms.
      const sampler = await sampleLockWaits(postgres.url, database);
      figures.push(...(await measure(label, note(learners, 'PostgreSQL'), apis, learnerTokens, [postgres.pid], embeddedRow)));
      figures.push(...(await lockFigures(label, sampler)));
      if (!withPush) return;
      const where = `PostgreSQL, ${processes} API processes`;
      const pushSampler = await sampleLockWaits(postgres.url, database);
      figures.push(...(await pushFigures(apis, learnerTokens.slice(0, PUSH_LEARNERS), where, `the larger of the ${processes} processes, which also served the ${learners}-learner row before`)));
      figures.push(...(await lockFigures(`push, ${PUSH_LEARNERS} distinct learners, ${where}`, pushSampler)));
    } finally {
      await apis.stop();
    }
  };
  try {
    if (!PUSH_ONLY) {
      for (const processes of POSTGRES_ONLY ? [2] : [1, 2]) {
        await onPostgres(`scale_${processes}`, processes, LEARNERS, `scale, ${processes} API process${processes > 1 ? 'es' : ''}`, false, processes === 2);
      }
    }
    if (POSTGRES_ONLY) return figures;
    const embedded = await startEmbeddedApi(emulator, PUSH_ONLY ? PUSH_LEARNERS : EMBEDDED_LEARNERS);
    try {
      // PGlite runs inside the API process: its CPU is in the API's share.
      const embeddedTokens = await tokens(emulator, PUSH_ONLY ? PUSH_LEARNERS : EMBEDDED_LEARNERS);
      if (!PUSH_ONLY) figures.push(...(await measure(`scale, PGlite, ${EMBEDDED_LEARNERS} learners`, note(EMBEDDED_LEARNERS, 'embedded PGlite'), embedded, embeddedTokens, [], true)));
      figures.push(...(await pushFigures(embedded, embeddedTokens.slice(0, PUSH_LEARNERS), '',
        PUSH_ONLY ? 'the process served only the first pulls and these pushes' : 'the process also served the PGlite scale row before')));
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
