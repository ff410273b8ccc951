/**
 * The flood figure (issue 15): one learner floods `POST /api/sync/push` with chat messages while
 * another user's catalogue read (`GET /api/courses`) is timed, one read at a time. Median read
 * latency without and with the flood, and their ratio (budget ≤ 2×). Run against a product with
 * the default throttle (the API section's product has it raised, see run.ts): after its first
 * window's allowance every flood request is a cheap 429, which is what keeps reads fast.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { demoToken } from './api';
import { figure, summarise, type Figure } from './support/stats';

const FLOOD_CONNECTIONS = 20;
const READS = 40;
/** The ratio of read medians (with / without the flood) this figure must stay under. */
export const FLOOD_BUDGET_RATIO = 2;

function headers(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-organisation-id': '5', 'content-type': 'application/json' };
}

/** Median milliseconds of `READS` catalogue reads, one after another. */
async function readMedian(baseUrl: string, token: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const start = performance.now();
    const res = await fetch(`${baseUrl}/api/courses`, { headers: headers(token) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`the catalogue read answered ${res.status}`);
    samples.push(performance.now() - start);
  }
  return summarise(samples).median;
}

/** One chat message from a device of the flooding learner, as the outbox sends it. */
function floodBody(): string {
  const args = { messageId: randomUUID(), roomId: 'r5-general', body: 'flood', sentAt: new Date().toISOString() };
  return JSON.stringify({ clientId: randomUUID(), mutations: [{ id: 1, name: 'message.send', args }] });
}

/** Reads timed during a flood; also says how the flood was answered. */
async function readMedianUnderFlood(baseUrl: string, readerToken: string, flooderToken: string) {
  const answers = { ok: 0, throttled: 0, other: 0 };
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const flood = autocannon(
    {
      url: `${baseUrl}/api/sync/push`,
      method: 'POST',
      connections: FLOOD_CONNECTIONS,
      duration: 600,
      headers: headers(flooderToken),
      requests: [{ setupRequest: (request) => ({ ...request, body: floodBody() }) }],
    },
    () => finished(),
  );
  flood.on('response', (_client, status) => {
    if (status === 429) answers.throttled += 1;
    else if (status < 300) answers.ok += 1;
    else answers.other += 1;
  });
  // Let the flood reach its pace before timing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    return { median: await readMedian(baseUrl, readerToken), answers };
  } finally {
    flood.stop();
    await done;
  }
}

/** `runs` pairs of (quiet, flooded) read medians and their ratios. */
export async function floodFigures(baseUrl: string, runs: number): Promise<Figure[]> {
  const reader = await demoToken(baseUrl, 'teacher@demo.test');
  const flooder = await demoToken(baseUrl, 'learner@demo.test');
  await readMedian(baseUrl, reader); // warm-up: caches, JIT, the reader's membership
  const quiet: number[] = [];
  const flooded: number[] = [];
  const totals = { ok: 0, throttled: 0, other: 0 };
  for (let i = 0; i < runs; i += 1) {
    quiet.push(await readMedian(baseUrl, reader));
    const { median, answers } = await readMedianUnderFlood(baseUrl, reader, flooder);
    flooded.push(median);
    totals.ok += answers.ok;
    totals.throttled += answers.throttled;
    totals.other += answers.other;
  }
  const ratios = quiet.map((q, i) => flooded[i]! / q);
  const note = `${READS} sequential reads a run; flood: ${FLOOD_CONNECTIONS} connections of one-message pushes, ${totals.ok} applied, ${totals.throttled} answered 429, ${totals.other} other`;
  return [
    figure('catalogue read (GET /api/courses), quiet', 'ms', quiet, undefined, `${READS} sequential reads a run`),
    figure('catalogue read while another user floods push/chat', 'ms', flooded, undefined, note),
    figure('flood slow-down of another user’s read (flooded / quiet)', '×', ratios, { limit: FLOOD_BUDGET_RATIO, lowerIsBetter: true }),
  ];
}
