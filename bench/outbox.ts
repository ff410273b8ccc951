/**
 * `BENCH_ONLY=outbox` (issue 55 item 1): a learner's mixed outbox (bench/support/mixed-outbox.ts),
 * written offline in real Chromium with the app's own sync modules, drained by the app's own drain
 * through the slow-4G loopback proxy (150 ms each way, 675 kbit/s up, 1.6 Mbit/s down, connects
 * included). Printed beside it: the bytes on the wire per write and the physical limit for the same
 * writes, (push bodies as we send them) ÷ uplink + pushes × round trip, and the drain's ratio to it.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { jsonBytes, MAX_PUSH_BATCH, PUSH_BATCH_BYTES } from '../contract/wire';
import { SLOW_4G, startLatencyProxy, type LatencyProxy } from './support/latency-proxy';
import { mixedOutbox, type Intent, type SeedRows } from './support/mixed-outbox';
import { syncPage } from './support/sync-page';
import { figure, summarise, type Figure } from './support/stats';

const TABLES = ['lessons', 'quizzes', 'quizQuestions', 'cards', 'exercises', 'rooms'] as const;

/** The learner's rows after a full pull, on a direct page (not timed). */
async function seedRows(browser: Browser, origin: string): Promise<SeedRows> {
  const { page, close } = await syncPage(browser, origin);
  await page.evaluate(() => window.inPageSync.pull());
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) rows[table] = await page.evaluate((t) => window.inPageSync.rowsOf(t), table);
  await close();
  return rows as unknown as SeedRows;
}

/** The push bodies the drain's batching makes of `intents` (ids from 1), as JSON. */
export function pushBodies(intents: readonly Intent[], clientId: string): string[] {
  const bodies: string[] = [];
  let batch: unknown[] = [];
  let bytes = 0;
  intents.forEach((intent, i) => {
    const mutation = { id: i + 1, name: intent.name, args: intent.args };
    const size = jsonBytes(mutation) + 1;
    if (batch.length && (batch.length >= MAX_PUSH_BATCH || bytes + size > PUSH_BATCH_BYTES)) {
      bodies.push(JSON.stringify({ clientId, mutations: batch }));
      batch = [];
      bytes = 0;
    }
    batch.push(mutation);
    bytes += size;
  });
  if (batch.length) bodies.push(JSON.stringify({ clientId, mutations: batch }));
  return bodies;
}

interface Drained { ms: number; up: number; down: number; connections: number; writes: number; refused: string[]; clientId: string; intents: Intent[] }

/** One learner device: the outbox written offline, then one timed drain through the proxy. */
async function drainOnce(browser: Browser, proxy: LatencyProxy, seed: SeedRows): Promise<Drained> {
  const { page, close } = await syncPage(browser, proxy.baseUrl);
  try {
    const intents = mixedOutbox(seed);
    await page.context().setOffline(true);
    await page.evaluate(async (list) => {
      for (const intent of list) await window.inPageSync.enqueueIntent(intent.name, intent.args);
    }, intents);
    await page.context().setOffline(false);
    const before = proxy.traffic();
    const ms = await page.evaluate(async () => {
      const start = performance.now();
      const outcome = await window.inPageSync.drain();
      if (outcome.kind !== 'empty') throw new Error(`drain ended ${JSON.stringify(outcome)}`);
      return performance.now() - start;
    });
    const after = proxy.traffic();
    const rows = (await page.evaluate(() => window.inPageSync.rowsOf('outbox'))) as Array<{ status: string; name: string; error?: string }>;
    if (rows.some((row) => row.status === 'pending')) throw new Error('writes left pending after the drain');
    const refused = rows.filter((row) => row.status === 'failed').map((row) => `${row.name}: ${row.error ?? ''}`);
    const clientId = await page.evaluate(() => window.inPageSync.clientId());
    return { ms, up: after.up - before.up, down: after.down - before.down, connections: after.connections - before.connections, writes: intents.length, refused, clientId, intents };
  } finally {
    await close();
  }
}

const kbit = (bytes: number, bitsPerSecond: number) => (bytes * 8 * 1000) / bitsPerSecond;

export async function outboxFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const seed = await seedRows(browser, baseUrl);
  const proxy = await startLatencyProxy(baseUrl, SLOW_4G);
  const drained: Drained[] = [];
  try {
    for (let i = 0; i < runs; i += 1) drained.push(await drainOnce(browser, proxy, seed));
  } finally {
    await proxy.stop();
  }
  const first = drained[0]!;
  const bodies = pushBodies(first.intents, first.clientId);
  const jsonUp = bodies.reduce((n, b) => n + Buffer.byteLength(b), 0);
  const gzipUp = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
  const up = SLOW_4G.upBitsPerSecond!;
  const limit = kbit(jsonUp, up) + bodies.length * SLOW_4G.roundTripMs;
  const gzipLimit = kbit(gzipUp, up) + bodies.length * SLOW_4G.roundTripMs;
  const median = summarise(drained.map((d) => d.ms)).median;
  const refused = [...new Set(drained.flatMap((d) => d.refused))];
  const label = `mixed outbox of ${first.writes} writes`;
  const link = 'slow 4G proxy: 150 ms each way, 675 kbit/s up, 1.6 Mbit/s down';
  return [
    figure(`${label}: drain, ${link}`, 'ms', drained.map((d) => d.ms), undefined,
      `${bodies.length} push(es) of JSON; refused on the server: ${refused.length ? refused.slice(0, 3).join(' | ') : 'none'}; new connections during the drain: ${drained.map((d) => d.connections).join('/')}`),
    figure(`${label}: bytes on the wire per write (up + down)`, 'B', drained.map((d) => (d.up + d.down) / d.writes), undefined,
      `up ${(summarise(drained.map((d) => d.up)).median / 1024).toFixed(1)} KiB, down ${(summarise(drained.map((d) => d.down)).median / 1024).toFixed(1)} KiB in all; push bodies ${(jsonUp / 1024).toFixed(1)} KiB JSON, ${(gzipUp / 1024).toFixed(1)} KiB gzipped`),
    figure(`${label}: physical limit (push bodies ÷ uplink + ${bodies.length} × RTT)`, 'ms', [limit], undefined, `${(jsonUp / 1024).toFixed(1)} KiB of JSON as we send it`),
    figure(`${label}: drain ÷ physical limit`, '×', [median / limit], { limit: 1.3, lowerIsBetter: true }, 'median drain over the limit'),
    figure(`${label}: physical limit if push bodies were gzipped`, 'ms', [gzipLimit], undefined, `${(gzipUp / 1024).toFixed(1)} KiB; the drain ÷ this: ${(median / gzipLimit).toFixed(2)}×`),
  ];
}
