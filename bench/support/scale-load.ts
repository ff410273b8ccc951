/**
 * The scale bench's load (bench/scale.ts): devices that have done their first pull, the pull + push
 * loop of the scale rows and the push-only loop of issue 55 item 6.
 */
import { randomUUID } from 'node:crypto';
import { COURSE, LESSON, LESSON_SECTIONS, ORG } from './scale-learners';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
/** Progress writes per push of the scale rows. */
export const WRITES = 5;

export interface LoadResult { requests: number; failures: number; latencies: number[]; seconds: number }

export interface Learner { base: string; headers: Record<string, string>; clientId: string; cursor?: string }

/** Each learner's device as it is in the field: signed in, with a first full pull done (20 at a time, not timed). */
export async function devices(urls: string[], learnerTokens: string[]): Promise<Learner[]> {
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
export async function load(learners: Learner[]): Promise<LoadResult> {
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
export async function pushOnly(learners: Learner[], seconds: number): Promise<LoadResult & { throttled: number }> {
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

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
