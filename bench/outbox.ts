/**
 * `BENCH_ONLY=outbox` (issue 55 item 1): a learner's mixed outbox (bench/support/mixed-outbox.ts),
 * written offline in real Chromium with the app's own sync modules, drained by the app's own drain
 * through the slow-4G loopback proxy (150 ms each way, 675 kbit/s up, 1.6 Mbit/s down, connects
 * included). Printed beside it: the bytes on the wire per write and the physical limit for the same
 * writes, (push bodies as we send them) ÷ uplink + pushes × round trip, and the drain's ratio to it.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { EditorOutline, PublishOutline } from '../contract/course-editor';
import { tokenFor } from '../tests/e2e/support/server-api';
import { jsonBytes, MAX_PUSH_BATCH, PUSH_BATCH_BYTES } from '../contract/wire';
import { startPouchPeer, type PouchRun } from './pouch-peer';
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

/**
 * The bench's own seed data: the demo seed's 4 largest courses the learner can open hold 24 lessons
 * with sections, the issue's outbox 30. The admin adds the missing text lessons (2 sections each)
 * to those 4 courses, round robin, with the product's own outline editor (`/api/edit-course`), on
 * the bench's fresh database. Answers how many were added.
 */
async function topUpLessons(origin: string, seed: SeedRows, wanted = 30): Promise<number> {
  const counts = new Map<string, number>();
  for (const lesson of seed.lessons) if (lesson.sections > 0 && lesson.type !== 'package') counts.set(lesson.courseId, (counts.get(lesson.courseId) ?? 0) + 1);
  const largest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([courseId]) => courseId);
  const missing = wanted - largest.reduce((n, c) => n + counts.get(c)!, 0);
  if (missing <= 0) return 0;
  const headers = { authorization: `Bearer ${await tokenFor(origin, 'admin')}`, 'x-organisation-id': '5', 'content-type': 'application/json' };
  for (const [i, courseId] of largest.entries()) {
    const adding = Math.floor(missing / largest.length) + (i < missing % largest.length ? 1 : 0);
    if (!adding) continue;
    const got = await fetch(`${origin}/api/edit-course/${courseId}`, { headers });
    if (!got.ok) throw new Error(`GET edit-course ${courseId}: ${got.status} ${await got.text()}`);
    const outline = (await got.json()) as EditorOutline;
    const last = outline.modules.at(-1);
    if (!last) throw new Error(`${courseId} has no module`);
    const added = Array.from({ length: adding }, (_, n) => ({
      id: `${courseId}-bench-l${n + 1}`, title: `Practice ${n + 1}`, type: 'text' as const,
      content: `<p>Practice lesson ${n + 1}: work through the examples of this module again.</p>`, mediaUrl: null, sections: 2,
    }));
    const body: PublishOutline = {
      baseVersion: outline.version, details: outline.details, confirmedRemovals: [],
      modules: outline.modules.map((m) => (m === last ? { ...m, lessons: [...m.lessons, ...added] } : m)),
    };
    const published = await fetch(`${origin}/api/edit-course/${courseId}/publish`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!published.ok) throw new Error(`publish ${courseId}: ${published.status} ${await published.text()}`);
  }
  return missing;
}

/**
 * The server's share by kind: each kind's writes of a fresh outbox pushed alone from Node, straight
 * to the server as a new client (one push each, JSON), timed to the answer. Milliseconds per write.
 */
async function serverMsPerKind(origin: string, seed: SeedRows): Promise<Array<{ name: string; writes: number; ms: number }>> {
  const headers = { authorization: `Bearer ${await tokenFor(origin, 'learner')}`, 'x-organisation-id': '5', 'content-type': 'application/json' };
  const intents = mixedOutbox(seed);
  const out: Array<{ name: string; writes: number; ms: number }> = [];
  for (const name of [...new Set(intents.map((i) => i.name))]) {
    const mutations = intents.filter((i) => i.name === name).map((i, n) => ({ id: n + 1, name: i.name, args: i.args }));
    const start = performance.now();
    const res = await fetch(`${origin}/api/sync/push`, { method: 'POST', headers, body: JSON.stringify({ clientId: randomUUID(), mutations }) });
    const answer = (await res.json()) as { results?: Array<{ status: string }> };
    const ms = performance.now() - start;
    if (!res.ok || answer.results?.some((r) => r.status !== 'applied')) throw new Error(`${name}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    out.push({ name, writes: mutations.length, ms: ms / mutations.length });
  }
  return out;
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

interface PushTiming { path: string; fetchAt: number; firstByte: number; answer: number; after: number }
interface Drained { ms: number; pushes: PushTiming[]; up: number; down: number; connections: number; writes: number; refused: string[]; clientId: string; intents: Intent[] }

/** One learner device: the outbox written offline, then one timed drain through the proxy (`link`), or straight to the server. */
async function drainOnce(browser: Browser, link: LatencyProxy | { baseUrl: string }, seed: SeedRows): Promise<Drained> {
  const proxy = 'traffic' in link ? link : { baseUrl: link.baseUrl, traffic: () => ({ up: 0, down: 0, connections: 0 }) };
  const { page, close } = await syncPage(browser, proxy.baseUrl);
  try {
    const intents = mixedOutbox(seed);
    await page.context().setOffline(true);
    await page.evaluate(async (list) => {
      for (const intent of list) await window.inPageSync.enqueueIntent(intent.name, intent.args);
    }, intents);
    await page.context().setOffline(false);
    const before = proxy.traffic();
    const { ms, pushes } = await page.evaluate(async () => {
      performance.clearResourceTimings();
      const start = performance.now();
      const outcome = await window.inPageSync.drain();
      if (outcome.kind !== 'empty') throw new Error(`drain ended ${JSON.stringify(outcome)}`);
      const end = performance.now();
      // Where the time went: each push from its fetch() to its answer's last byte, relative to the drain's start.
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/sync/'));
      return {
        ms: end - start,
        pushes: entries.map((e) => {
          const r = e as PerformanceResourceTiming;
          return { path: new URL(r.name).pathname, fetchAt: r.startTime - start, firstByte: r.responseStart - r.startTime, answer: r.responseEnd - r.responseStart, after: end - r.responseEnd };
        }),
      };
    });
    const after = proxy.traffic();
    const rows = (await page.evaluate(() => window.inPageSync.rowsOf('outbox'))) as Array<{ status: string; name: string; error?: string }>;
    if (rows.some((row) => row.status === 'pending')) throw new Error('writes left pending after the drain');
    const refused = rows.filter((row) => row.status === 'failed').map((row) => `${row.name}: ${row.error ?? ''}`);
    const clientId = await page.evaluate(() => window.inPageSync.clientId());
    return { ms, pushes, up: after.up - before.up, down: after.down - before.down, connections: after.connections - before.connections, writes: intents.length, refused, clientId, intents };
  } finally {
    await close();
  }
}

const kbit = (bytes: number, bitsPerSecond: number) => (bytes * 8 * 1000) / bitsPerSecond;

export async function outboxFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  let seed = await seedRows(browser, baseUrl);
  if (await topUpLessons(baseUrl, seed)) seed = await seedRows(browser, baseUrl);
  const proxy = await startLatencyProxy(baseUrl, SLOW_4G);
  // PouchDB as the peer (issue 55 item 2), run after each drain on the same writes: BENCH_POUCH=0 leaves it out.
  const peer = process.env.BENCH_POUCH === '0' ? undefined : await startPouchPeer();
  const drained: Drained[] = [];
  // The same drain straight to the server (no link): the server's apply and the page's own work, which no link model holds.
  const direct: Drained[] = [];
  const pouch: PouchRun[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      drained.push(await drainOnce(browser, proxy, seed));
      direct.push(await drainOnce(browser, { baseUrl }, seed));
      if (peer) pouch.push(await peer.replicate(browser, drained.at(-1)!.intents));
    }
  } finally {
    await proxy.stop();
    await peer?.stop();
  }
  const perKind = await serverMsPerKind(baseUrl, seed);
  const first = drained[0]!;
  const bodies = pushBodies(first.intents, first.clientId);
  const jsonUp = bodies.reduce((n, b) => n + Buffer.byteLength(b), 0);
  const gzipUp = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
  const up = SLOW_4G.upBitsPerSecond!;
  const limit = kbit(jsonUp, up) + bodies.length * SLOW_4G.roundTripMs;
  const gzipLimit = kbit(gzipUp, up) + bodies.length * SLOW_4G.roundTripMs;
  const median = summarise(drained.map((d) => d.ms)).median;
  const directMedian = summarise(direct.map((d) => d.ms)).median;
  const refused = [...new Set([...drained, ...direct].flatMap((d) => d.refused))];
  const label = `mixed outbox of ${first.writes} writes`;
  const link = 'slow 4G proxy: 150 ms each way, 675 kbit/s up, 1.6 Mbit/s down';
  const medianRun = [...drained].sort((x, y) => x.ms - y.ms)[Math.floor(drained.length / 2)]!;
  const where = medianRun.pushes.map((p) => `${p.path.split('/').pop()} fetched at +${Math.round(p.fetchAt)}, first byte ${Math.round(p.firstByte)}, answer ${Math.round(p.answer)}`).join('; ');
  const breakdown = `median run (${Math.round(medianRun.ms)} ms): ${where}; done ${Math.round(medianRun.pushes.at(-1)?.after ?? 0)} ms after the last answer`;
  console.log(`\noutbox: ${breakdown}`);
  return [
    figure(`${label}: drain, ${link}`, 'ms', drained.map((d) => d.ms), undefined,
      `${bodies.length} push(es), gzipped; refused on the server: ${refused.length ? refused.slice(0, 3).join(' | ') : 'none'}; new connections during the drain: ${drained.map((d) => d.connections).join('/')}; ${breakdown}`),
    figure(`${label}: the same drain without the link (loopback, no proxy)`, 'ms', direct.map((d) => d.ms), undefined,
      `the server's apply and the page's work; the link's share of the drain (drain − this, medians): ${Math.round(median - directMedian)} ms, ${((median - directMedian) / gzipLimit).toFixed(2)}× the gzipped limit`),
    figure(`${label}: the server's apply, kind by kind (each kind pushed alone from Node, loopback; one run)`, 'ms', [perKind.reduce((n, k) => n + k.ms * k.writes, 0)], undefined,
      `per write: ${perKind.map((k) => `${k.name} ×${k.writes} ${k.ms.toFixed(1)} ms`).join(', ')}`),
    figure(`${label}: bytes on the wire per write (up + down)`, 'B', drained.map((d) => (d.up + d.down) / d.writes), undefined,
      `up ${(summarise(drained.map((d) => d.up)).median / 1024).toFixed(1)} KiB, down ${(summarise(drained.map((d) => d.down)).median / 1024).toFixed(1)} KiB in all; push bodies ${(jsonUp / 1024).toFixed(1)} KiB JSON, ${(gzipUp / 1024).toFixed(1)} KiB gzipped`),
    figure(`${label}: physical limit, JSON (push bodies ÷ uplink + ${bodies.length} × RTT)`, 'ms', [limit], undefined, `${(jsonUp / 1024).toFixed(1)} KiB of JSON; the drain ÷ this: ${(median / limit).toFixed(2)}×`),
    figure(`${label}: physical limit, gzipped as shipped (push bodies ÷ uplink + ${bodies.length} × RTT)`, 'ms', [gzipLimit], undefined, `${(gzipUp / 1024).toFixed(1)} KiB gzipped (node zlib, default level)`),
    figure(`${label}: drain ÷ physical limit (gzipped)`, '×', [median / gzipLimit], { limit: 1.3, lowerIsBetter: true }, 'median drain over the limit of the encoding we ship'),
    ...(pouch.length ? pouchFigures(label, pouch, median, drained) : []),
  ];
}

/** PouchDB's replication of the same writes beside our drain (same run, same link model). */
function pouchFigures(label: string, pouch: PouchRun[], ourMedian: number, drained: Drained[]): Figure[] {
  const writes = drained[0]!.writes;
  const pouchMedian = summarise(pouch.map((p) => p.ms)).median;
  const perThousand = (n: number) => Math.round((n * 1000) / writes);
  const requests = summarise(pouch.map((p) => p.requests)).median;
  const ours = summarise(drained.map((d) => d.pushes.length)).median;
  return [
    figure(`${label}: PouchDB replication of the same writes, same link`, 'ms', pouch.map((p) => p.ms), undefined,
      `pouchdb-browser 9 (IndexedDB) → express-pouchdb 4 (in-memory) on loopback; ${requests} requests (${perThousand(requests)} per 1,000 writes; ours ${ours}, ${perThousand(ours)} per 1,000); new connections ${pouch.map((p) => p.connections).join('/')}`),
    figure(`${label}: PouchDB bytes on the wire per write (up + down)`, 'B', pouch.map((p) => (p.up + p.down) / writes), undefined,
      `up ${(summarise(pouch.map((p) => p.up)).median / 1024).toFixed(1)} KiB, down ${(summarise(pouch.map((p) => p.down)).median / 1024).toFixed(1)} KiB in all`),
    figure(`${label}: PouchDB replication ÷ our drain (same run)`, '×', [pouchMedian / ourMedian], { limit: 3, lowerIsBetter: false }, 'medians; goal: ours at least 3× faster'),
  ];
}
