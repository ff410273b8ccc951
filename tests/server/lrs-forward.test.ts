/**
 * Forwarding xAPI statements to an external LRS (issue 51 item 4): off, nothing is queued; on, each
 * kept statement is queued in its push's transaction and POSTed to `<LRS_ENDPOINT>/statements` with
 * the configured Authorization and the xAPI version header; a failed POST is retried after its
 * backoff, and a sent statement leaves the queue. The LRS is a loopback HTTP server of the test.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { backoffMs, forwardDue } from '../../server/slices/packages/xapi/lrs-forward';
import { forwardStatements } from '../../server/slices/packages/xapi/statements';
import { h5pPackage } from '../support/test-packages';
import { PACKAGE_COURSE, publishPackageLesson } from './support/package-lessons';
import { push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let lrs: Server;
let endpoint = '';
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: { id: string; verb: { id: string }; actor: unknown; result?: unknown } }[] = [];
const answers: number[] = [];
let learner = '';
const device = randomUUID();
let nextId = 1;

beforeAll(async () => {
  lrs = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(body) as (typeof received)[number]['body'] });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? JSON.stringify([]) : 'LRS unavailable');
    });
  });
  await new Promise<void>((resolve) => lrs.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(lrs.address() as AddressInfo).port}/xapi/`;
  server = await createTestServer();
  const teacher = await signIn('teacher@demo.test');
  learner = await signIn('learner@demo.test');
  await publishPackageLesson(server, teacher, h5pPackage(), 'score.h5p', 'lrs-lesson');
});
afterAll(async () => {
  forwardStatements(false);
  await new Promise((resolve) => lrs?.close(resolve));
  await server?.close();
});

const send = async (verb: 'answered' | 'completed') => {
  const args = { id: randomUUID(), courseId: PACKAGE_COURSE, lessonId: 'lrs-lesson', item: 0, verb, object: { id: 'urn:lesson:lrs-lesson:0' },
    result: { score: { scaled: 0.8, raw: 4, max: 5 }, completion: verb === 'completed' }, timestamp: new Date().toISOString() };
  const res = await push(server, learner, device, [{ id: nextId++, name: 'package.statement', args }]);
  expect(res.body.results?.[0]?.status).toBe('applied');
  return args.id;
};
const queue = () => selectRows<{ id: string; status: string; tries: number; error: string | null }>(server.db, sql`
  select statement_id::text as id, status, tries, last_error as error from xapi_forwards order by statement_id`);
const target = () => ({ endpoint, auth: 'Basic dGVzdDpzZWNyZXQ=' });

describe('LRS forwarding', () => {
  it('queues nothing while forwarding is off', async () => {
    await send('answered');
    expect(await queue()).toEqual([]);
    expect(await forwardDue(server.db, target())).toBe(0);
    expect(received).toEqual([]);
  });

  it('sends a statement, retries it after a failure and its backoff, and then drops it from the queue', async () => {
    forwardStatements(true);
    const id = await send('completed');
    expect(await queue()).toEqual([{ id, status: 'pending', tries: 0, error: null }]);
    answers.push(503);
    expect(await forwardDue(server.db, target())).toBe(1);
    expect(await queue()).toEqual([{ id, status: 'pending', tries: 1, error: 'the LRS answered 503' }]);
    // Not due again before its backoff.
    expect(await forwardDue(server.db, target())).toBe(0);
    const [wait] = await selectRows<{ seconds: number }>(server.db, sql`
      select extract(epoch from next_try_at - now())::int as seconds from xapi_forwards where statement_id = ${id}`);
    expect(wait!.seconds).toBeGreaterThan(backoffMs(1) / 1000 - 5);
    await server.db.execute(sql`update xapi_forwards set next_try_at = now() - interval '1 second'`);
    expect(await forwardDue(server.db, target())).toBe(1);
    expect(await queue()).toEqual([]);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.path).toBe('/xapi/statements');
      expect(request.headers['authorization']).toBe('Basic dGVzdDpzZWNyZXQ=');
      expect(request.headers['x-experience-api-version']).toBe('1.0.3');
      expect(request.body).toMatchObject({ id, verb: { id: 'http://adlnet.gov/expapi/verbs/completed' }, actor: { account: { name: 'u5-learner' } },
        result: { score: { scaled: 0.8 }, completion: true } });
    }
  });

  it('sends a statement once even when two workers drain together', async () => {
    received.length = 0;
    const ids = [await send('answered'), await send('completed')];
    const handled = await Promise.all([forwardDue(server.db, target()), forwardDue(server.db, target())]);
    expect(handled[0]! + handled[1]!).toBe(2);
    expect(received.map((r) => r.body.id).sort()).toEqual([...ids].sort());
    expect(await queue()).toEqual([]);
  });
});
