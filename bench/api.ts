/**
 * API figures under autocannon at a fixed concurrency against the real server: latency p50/p99
 * and requests per second for the current-user call and a catalogue read, and the server's peak
 * resident memory.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { figure, type Figure } from './support/stats';

const CONNECTIONS = 50;
const SECONDS = 5;

/** An ID token for a demo account, from the Auth Emulator through the server's same-origin proxy. */
export async function demoToken(baseUrl: string, email = 'learner@demo.test'): Promise<string> {
  const res = await fetch(`${baseUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-pass-1', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in for the bench failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** An endpoint to load; `p99Limit` its budget (100 ms unless said). */
interface Endpoint { label: string; method: 'GET' | 'POST'; path: string; body?: () => string; p99Limit?: number }

async function load(baseUrl: string, token: string, endpoint: Endpoint) {
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'x-organisation-id': '5', 'content-type': 'application/json' },
    // A generated body per request, so that every push is a new write rather than a duplicate.
    ...(endpoint.body ? { requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: endpoint.body!() }) }] } : {}),
  } as autocannon.Options);
  if (result.non2xx > 0) throw new Error(`${endpoint.label}: ${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** Loads each endpoint `runs` times and summarises. */
export async function apiFigures(baseUrl: string, runs: number, endpoints: Endpoint[]): Promise<Figure[]> {
  const token = await demoToken(baseUrl);
  const figures: Figure[] = [];
  for (const endpoint of endpoints) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await load(baseUrl, token, endpoint));
    const note = `${CONNECTIONS} connections, ${SECONDS} s`;
    figures.push(
      figure(`API ${endpoint.label} p50`, 'ms', samples.map((s) => s.p50), undefined, note),
      figure(`API ${endpoint.label} p99`, 'ms', samples.map((s) => s.p99), { limit: endpoint.p99Limit ?? 100, lowerIsBetter: true }, note),
      figure(`API ${endpoint.label} throughput`, 'req/s', samples.map((s) => s.rps), undefined, note),
    );
  }
  return figures;
}

/** One progress write from a new client: a real push, applied in its own transaction. */
function pushBody(): string {
  const at = new Date().toISOString();
  const args = { courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', section: 0, progress: 50, completed: false, at };
  return JSON.stringify({ clientId: randomUUID(), mutations: [{ id: 1, name: 'progress.set', args }] });
}

export const apiEndpoints: Endpoint[] = [
  { label: 'GET /api/users/me', method: 'GET', path: '/api/users/me' },
  { label: 'GET /api/courses (catalogue)', method: 'GET', path: '/api/courses' },
  // Issue 20 item 3: push p99 ≤ 250 ms with 50 concurrent clients.
  { label: 'POST /api/sync/push (1 write)', method: 'POST', path: '/api/sync/push', body: pushBody, p99Limit: 250 },
];
