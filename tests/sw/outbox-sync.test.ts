// The service worker's drain: the page's sync code, the mirrored token, the Background Sync event.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData, mirrorSessionToken } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { createWorkerSync, drainTrigger } from '../../sw/outbox-sync';

const at = '2026-11-22T10:00:00.000Z';
const write = (section: number) => enqueue('progress.set', { courseId: 'c1', lessonId: 'l1', section, progress: 100, completed: true, at });

/** A server that applies every push and answers pulls with one course; `status` overrides the push answer. */
function fakeServer(status = 200) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: unknown }> = [];
  let lastMutationId = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = init?.headers as Record<string, string>;
    const body = init?.body ? (JSON.parse(String(init.body)) as { mutations: Array<{ id: number }> }) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', headers, body });
    if (url.startsWith('/api/sync/push')) {
      if (status !== 200) return new Response(JSON.stringify({ title: 'Nope', status }), { status });
      lastMutationId = Math.max(...body!.mutations.map((m) => m.id));
      return Response.json({ lastMutationId, results: body!.mutations.map((m) => ({ id: m.id, status: 'applied' })) });
    }
    return Response.json({ cursor: '7', reset: false, lastMutationId, changes: { courses: { put: [{ id: 'c1', title: 'Algebra' }], del: [] } } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

beforeEach(async () => {
  await clearLocalUserData();
});

describe('the Background Sync handler', () => {
  test("drains the outbox with the mirrored token and the build's organisation, then pulls", async () => {
    await mirrorSessionToken('mirrored-token');
    await write(0);
    await write(1);
    const server = fakeServer();
    const worker = createWorkerSync({ organisationId: '5', fetch: server.fetch });
    await worker.handleSync('outbox');
    expect(server.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual(['POST /api/sync/push', 'GET /api/sync/pull']);
    expect(server.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer mirrored-token', 'X-organisation-id': '5' });
    expect(server.calls[0]!.body).toMatchObject({ mutations: [{ id: 1, name: 'progress.set' }, { id: 2 }] });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.courses.get('c1')).toEqual({ id: 'c1', title: 'Algebra' });
  });

  test('ignores other tags', async () => {
    await mirrorSessionToken('t');
    const server = fakeServer();
    await createWorkerSync({ organisationId: '5', fetch: server.fetch }).handleSync('something-else');
    expect(server.calls).toHaveLength(0);
  });

  test('rejects on a failure worth retrying, so the browser fires the event again; the writes stay', async () => {
    await mirrorSessionToken('t');
    await write(0);
    const server = fakeServer(503);
    await expect(createWorkerSync({ organisationId: '5', fetch: server.fetch }).handleSync('outbox')).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });

  test('sends nothing when nobody is signed in (no mirrored token)', async () => {
    await write(0);
    const server = fakeServer();
    await createWorkerSync({ organisationId: '5', fetch: server.fetch }).handleSync('outbox');
    expect(server.calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  test('after a 401 it waits for the page to mirror a different token', async () => {
    await mirrorSessionToken('expired');
    await write(0);
    let status = 401;
    const calls: string[] = [];
    const server = fakeServer();
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push((init?.headers as Record<string, string>).Authorization!);
      if (status === 401) return new Response('{}', { status: 401 });
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    const worker = createWorkerSync({ organisationId: '5', fetch });
    await expect(worker.drain()).resolves.toMatchObject({ phase: 'paused' });
    await worker.handleSync('outbox');
    expect(calls).toEqual(['Bearer expired']);
    status = 200;
    await mirrorSessionToken('fresh');
    await worker.handleSync('outbox');
    expect(calls.slice(1)).toEqual(['Bearer fresh', 'Bearer fresh']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('start-up', () => {
  test('the first event after a (re)start drains once; later ones do not', async () => {
    await mirrorSessionToken('t');
    await write(0);
    const server = fakeServer();
    const worker = createWorkerSync({ organisationId: '5', fetch: server.fetch });
    const first = worker.startOnce();
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(worker.startOnce()).toBeUndefined();
    expect(server.calls.filter((c) => c.url.startsWith('/api/sync/push'))).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  test("a navigation starts the drain with its apply held; a page's API request lets it apply; the app's files start nothing", () => {
    const origin = 'https://app.example';
    expect(drainTrigger({ url: `${origin}/dashboard`, mode: 'navigate' }, origin)).toBe('hold');
    expect(drainTrigger({ url: `${origin}/assets/index-abc.js`, mode: 'cors' }, origin)).toBeNull();
    expect(drainTrigger({ url: `${origin}/assets/inter-latin-400.woff2`, mode: 'cors' }, origin)).toBeNull();
    expect(drainTrigger({ url: `${origin}/api/users/me`, mode: 'cors' }, origin)).toBe('apply');
    expect(drainTrigger({ url: `${origin}/api/sync/pull?cursor=1`, mode: 'cors' }, origin)).toBe('apply');
    expect(drainTrigger({ url: 'https://other.example/api/x', mode: 'cors' }, origin)).toBeNull();
    expect(drainTrigger({ url: 'https://other.example/', mode: 'navigate' }, origin)).toBeNull();
  });
});

describe('a catch-up started by a navigation (issue 55 item 3)', () => {
  /** Resolves once `check` holds, polling (the worker's steps are IndexedDB round trips). */
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  };

  test('pulls at once, and applies only when the page says its first screen is shown', async () => {
    await mirrorSessionToken('t');
    const server = fakeServer();
    const worker = createWorkerSync({ organisationId: '5', fetch: server.fetch, holdMaxMs: 60_000 });
    let done = false;
    void worker.startOnce({ holdApply: true })!.then(() => (done = true));
    await until(() => server.calls.some((c) => c.url.startsWith('/api/sync/pull')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    expect(await db.courses.get('c1')).toBeUndefined();
    worker.releaseApply();
    await until(() => done);
    expect(await db.courses.get('c1')).toEqual({ id: 'c1', title: 'Algebra' });
  });

  test('applies after the longest hold when the page never says so', async () => {
    await mirrorSessionToken('t');
    const server = fakeServer();
    const worker = createWorkerSync({ organisationId: '5', fetch: server.fetch, holdMaxMs: 100 });
    await worker.startOnce({ holdApply: true });
    expect(await db.courses.get('c1')).toEqual({ id: 'c1', title: 'Algebra' });
  });

  test('drops the answer when the session changed while it waited (signed out, or another user)', async () => {
    await mirrorSessionToken('learner-a');
    const server = fakeServer();
    const worker = createWorkerSync({ organisationId: '5', fetch: server.fetch, holdMaxMs: 60_000 });
    const started = worker.startOnce({ holdApply: true })!;
    await until(() => server.calls.some((c) => c.url.startsWith('/api/sync/pull')));
    await mirrorSessionToken(null);
    worker.releaseApply();
    await started;
    expect(await db.courses.get('c1')).toBeUndefined();
    expect(await db.syncState.get('cursor')).toBeUndefined();
  });

  test('without a hold the start-up drain applies at once', async () => {
    await mirrorSessionToken('t');
    const server = fakeServer();
    await createWorkerSync({ organisationId: '5', fetch: server.fetch, holdMaxMs: 60_000 }).startOnce();
    expect(await db.courses.get('c1')).toEqual({ id: 'c1', title: 'Algebra' });
  });
});
