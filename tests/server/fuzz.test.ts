/**
 * Seeded fuzz of the API (issue 15): 10,000 generated bad inputs, spread over every `/api` route
 * the app's router lists (so a new route is covered without editing this file) and every write
 * intent, in process through `app.request()`. No answer may be a 5xx, and afterwards the server
 * still answers health and applies a valid write. Runs a fixed seed and a fresh one (printed as
 * 'fuzz seed: N'; `FUZZ_SEED=N` replays it). A failure prints the seed and the input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleOf } from '../../contract/fields';
import { intentArgs as intentArgSchemas, type MutationName } from '../../contract/sync';
import { badSegment, badValue, breakObject, junkBody, mulberry32, Picker, RawJson, writeJson, type FuzzValue } from './support/fuzz';
import { push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

const SEED = 0x15_2026;
const INPUTS = 10_000;
/** A new seed each run finds new inputs (fewer: CI's time is shared); `FUZZ_SEED=N` replays run N (its seed is printed first). */
const FRESH_INPUTS = 2_500;
const FRESH_SEED = freshSeed(process.env.FUZZ_SEED);

function freshSeed(replay: string | undefined): number {
  if (replay === undefined || replay === '') return Math.floor(Math.random() * 2 ** 32);
  const seed = Number(replay);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new Error(`FUZZ_SEED must be an integer in [0, 2^32), got ${replay}`);
  return seed;
}

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The throttle is tested on its own (throttle.test.ts); here 10,000 writes must reach the validators.
  const unthrottled = { max: 1_000_000, windowMs: 60_000 };
  server = await createTestServer({
    limits: { callerCacheMs: 60_000, writesPerUser: unthrottled, writesPerOrganisation: unthrottled, messagesPerUser: unthrottled, messagesPerOrganisation: unthrottled },
  });
  for (const role of ['learner', 'teacher', 'admin']) tokens[role] = await signIn(`${role}@demo.test`);
});
afterAll(() => server?.close());

const now = () => new Date().toISOString();
const today = () => now().slice(0, 10);

/** A valid `args` of each intent, to break one field at a time: recorded beside its args schema (contract/fields.ts, `withSample`). */
const intentArgs = Object.fromEntries(
  Object.entries(intentArgSchemas).map(([name, schema]) => [name, sampleOf(schema) as (() => Record<string, FuzzValue>) | undefined]),
) as Record<MutationName, (() => Record<string, FuzzValue>) | undefined>;
const intents = Object.keys(intentArgSchemas) as MutationName[];

/** Intent `name`'s sample (the first test fails for an intent without one). */
function sample(name: MutationName): Record<string, FuzzValue> {
  const make = intentArgs[name];
  if (!make) throw new Error(`${name} has no sample beside its args schema (withSample)`);
  return make();
}

it('has a valid sample of every intent beside its args schema', () => {
  for (const name of intents) {
    expect(intentArgs[name], name).toBeTypeOf('function');
    expect(intentArgSchemas[name].safeParse(sample(name)).error, name).toBeUndefined();
  }
});

/** What a route needs to be valid, where we know it: role, path parameters, query, body. */
interface RouteSample { role?: string; params?: Record<string, string>; query?: Record<string, string>; body?: () => Record<string, FuzzValue> }
const samples: Record<string, RouteSample> = {
  'GET /api/sync/pull': { query: { clientId: randomUUID(), cursor: '0' } },
  'POST /api/ai-chat/messages': { body: () => ({ userId: 'u5-learner', excludeCollection: today() }) },
  'GET /api/ai-chat/stream': { query: { day: today() } },
  'GET /api/courses/:course': { params: { course: 'c5-spreadsheets' } },
  'GET /api/teacher/batches': { role: 'teacher' },
  'GET /api/teacher/quizzes/:quizId/results': { role: 'teacher', params: { quizId: 'c5-spreadsheets-quiz' } },
  'GET /api/batch-students/:enrollment': { role: 'admin', params: { enrollment: 'x' } },
  'POST /api/admin/manage/batches': { role: 'admin', body: () => ({ name: `Batch ${randomUUID()}`, courseId: 'c5-python', teacherId: 'u5-teacher', startsOn: '2027-01-04', endsOn: '2027-03-26' }) },
  'POST /api/admin/manage/batches/:batchId/members': { role: 'admin', params: { batchId: 'b5-python-autumn' }, body: () => ({ userId: 'u5-kwame' }) },
  'PATCH /api/admin/organisation': { role: 'admin', body: () => ({ name: 'Demo Academy', selfSignUp: true }) },
  'GET /api/admin/sync-log': { role: 'admin', query: { userId: 'u5-learner' } },
  'POST /api/chat/conversations': { body: () => ({ withUserId: 'u5-priya' }) },
  'POST /api/chat/rooms': { role: 'admin', body: () => ({ name: 'Fuzz room', description: 'A room', memberIds: ['u5-learner'] }) },
  'GET /api/chat/rooms/:id/messages': { params: { id: 'r5-general' }, query: { before: now(), limit: '20' } },
  'GET /api/chat/conversations/:id/messages': { params: { id: 'x' }, query: { limit: '20' } },
  'GET /api/chat/stream': { query: { since: '0' } },
};

/** Every `/api` route the app's router lists (middleware and catch-alls left out). */
function apiRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

interface FuzzRequest { path: string; init: RequestInit; what: string }

function routeInput(pick: Picker, route: { method: string; path: string }): FuzzRequest {
  const key = `${route.method} ${route.path}`;
  const sample = samples[key] ?? {};
  const role = sample.role && pick.chance(0.85) ? sample.role : pick.one(['learner', 'teacher', 'admin']);
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_all, name: string) => (pick.chance(0.5) && sample.params?.[name] ? sample.params[name] : badSegment(pick)));
  const query = new URLSearchParams(sample.query ?? {});
  if (pick.chance(0.7)) {
    const name = pick.chance(0.8) && query.size ? pick.one([...query.keys()]) : pick.one(['unknown', 'cursor', 'limit', 'before', 'since', 'day', 'userId']);
    const value = badValue(pick);
    query.set(name, typeof value === 'string' ? value : writeJson(value));
    if (pick.chance(0.1)) query.append(name, 'again');
  } else if (pick.chance(0.3)) query.delete(pick.one([...query.keys(), 'none']));
  let body: string | undefined;
  if (route.method !== 'GET') body = pick.chance(0.15) ? junkBody(pick) : writeJson(breakObject(pick, sample.body?.() ?? {}));
  const headers = authHeaders(tokens[role]!);
  if (pick.chance(0.03)) headers.authorization = pick.one(['Bearer x', 'Bearer ', 'Basic abc', `Bearer ${'x'.repeat(5000)}`]);
  if (pick.chance(0.03)) headers['x-organisation-id'] = pick.one(['7', '0', '-1', '99999999999999999999', 'x']);
  const search = query.size ? `?${query}` : '';
  return { path: `${path}${search}`, init: { method: route.method, headers, ...(body !== undefined ? { body } : {}) }, what: `${key}: ${path}${search} ${body?.slice(0, 300) ?? ''}` };
}

/** Per client: the next mutation id it should send, so that fuzzed intents reach their handlers. */
const clients = [randomUUID(), randomUUID(), randomUUID()];
const nextIds = new Map<string, number>(clients.map((c) => [c, 1]));

function intentInput(pick: Picker, name: MutationName): { request: FuzzRequest; clientId: string | undefined } {
  const clientId = pick.one(clients);
  const next = nextIds.get(clientId)!;
  const broken = (id: number) => ({ id, name, args: breakObject(pick, sample(name)) });
  let mutations: FuzzValue[] = [broken(next)];
  const how = pick.int(10);
  if (how === 0) mutations = [broken(next), { id: next + 1, name, args: sample(name) }, broken(next + 2)];
  else if (how === 1) mutations = [{ id: pick.one([0, -1, 2 ** 31, 1.5, 'x', null, next + 5]) as FuzzValue, name, args: sample(name) }];
  else if (how === 2) mutations = [{ id: next, name: pick.one([`${name}x`, '', 'x'.repeat(65), name.toUpperCase()]), args: sample(name) }];
  const envelope: FuzzValue = how === 3 ? breakObject(pick, { clientId, mutations }) : { clientId, mutations };
  const body = writeJson(envelope);
  const role = pick.one(['learner', 'learner', 'teacher', 'admin']);
  // A broken envelope may name another client (the nil UUID is a valid one): its answer is that client's counter, not this one's.
  const sentFor = envelope !== null && typeof envelope === 'object' && !Array.isArray(envelope) && !(envelope instanceof RawJson) ? envelope.clientId : undefined;
  return { clientId: sentFor === clientId ? clientId : undefined, request: { path: '/api/sync/push', init: { method: 'POST', headers: authHeaders(tokens[role]!), body }, what: `${name} as ${role}: ${body.slice(0, 400)}` } };
}

// The fixed seed replays the known inputs of every run; the fresh one adds new ones.
it.each([
  { label: 'fixed', seed: SEED, inputs: INPUTS },
  { label: 'fresh', seed: FRESH_SEED, inputs: FRESH_INPUTS },
])('answers $inputs bad inputs of the $label seed over every route and intent without a 5xx, and still answers after', async ({ label, seed, inputs }) => {
  if (label === 'fresh') console.info(`fuzz seed: ${seed}`);
  const pick = new Picker(mulberry32(seed));
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(15);
  const targets = [...routes.map((route) => ({ route })), ...intents.map((intent) => ({ intent }))];
  const perTarget = new Map<string, number>();
  const statuses = new Map<number, number>();
  for (let i = 0; i < inputs; i += 1) {
    const target = targets[i % targets.length]!;
    const input = 'route' in target ? { request: routeInput(pick, target.route), clientId: undefined } : intentInput(pick, target.intent);
    const res = await server.app.request(input.request.path, input.request.init);
    if (res.status >= 500) throw new Error(`input ${i} (seed ${seed}, replay with FUZZ_SEED=${seed}) answered ${res.status}: ${input.request.what}\n${await res.text()}`);
    if (input.clientId && res.status === 200) {
      const answer = (await res.json()) as { lastMutationId: number };
      nextIds.set(input.clientId, answer.lastMutationId + 1);
    } else await res.body?.cancel();
    const name = 'route' in target ? `${target.route.method} ${target.route.path}` : target.intent;
    perTarget.set(name, (perTarget.get(name) ?? 0) + 1);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  console.info(`[fuzz] seed ${seed}: ${inputs} inputs over ${targets.length} targets; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect([...perTarget.values()].reduce((a, b) => a + b, 0)).toBe(inputs);
  expect(Math.min(...perTarget.values())).toBeGreaterThanOrEqual(Math.floor(inputs / targets.length));
  // Fuzzed intents reached their handlers: the clients' counters moved.
  expect([...nextIds.values()].every((n) => n > inputs / 200), `clients' next ids ${[...nextIds.values()].join(', ')} (seed ${seed})`).toBe(true);

  expect((await server.app.request('/api/health')).status).toBe(200);
  // As the admin: a fresh seed may remove the learner (a path segment of 'u5-learner' with `removed: true`).
  const after = await push(server, tokens.admin!, randomUUID(), [{ id: 1, name: 'course.create', args: sample('course.create') }]);
  expect(after).toEqual({ status: 200, body: { lastMutationId: 1, results: [{ id: 1, status: 'applied' }] } });
}, 900_000);
