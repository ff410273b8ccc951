/**
 * xAPI statements (issue 51 item 4) and package limits per organisation (item 5): H5P statements
 * through `package.statement` are kept once and a `completed` one completes the item; SCORM commits
 * that finish an item are kept as statements; teachers of the learner read them; an organisation's
 * own limits (set by `packageLimits.set`) refuse an upload with 413/422. The H5P player's files are served on the content origin.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XapiStatement } from '../../contract/xapi';
import { selectRows } from '../../server/db/rows';
import { h5pPackage, scorm12Package } from '../support/test-packages';
import { acceptPackage, PACKAGE_COURSE, publishPackageLesson, uploadPackage } from './support/package-lessons';
import { pull, push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const [DEVICE_A, DEVICE_B] = [randomUUID(), randomUUID()];

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
  await publishPackageLesson(server, tokens['teacher@demo.test']!, h5pPackage(), 'score.h5p', 'h5p-lesson');
  await publishPackageLesson(server, tokens['teacher@demo.test']!, scorm12Package(), 'safety.zip', 'scorm-lesson');
});
afterAll(() => server?.close());

const statement = (over: object = {}) => ({
  id: randomUUID(), courseId: PACKAGE_COURSE, lessonId: 'h5p-lesson', item: 0, verb: 'answered', object: { id: 'urn:lesson:h5p-lesson:0', name: 'Score check' },
  result: { score: { scaled: 0.8, raw: 4, max: 5 }, success: true, response: 'yes' }, timestamp: new Date().toISOString(), ...over,
});
const statementsOf = (lessonId: string) => selectRows<{ verb: { id: string }; result: { score?: { scaled: number } } | null; source: string; actor: { account: { name: string } } }>(server.db, sql`
  select verb, result, source, actor from xapi_statements where lesson_id = ${lessonId} order by stored, timestamp`);
const read = (token: string, userId = 'u5-learner', lessonId?: string, org = '5') =>
  server.app.request(`/api/packages/statements?userId=${userId}${lessonId ? `&lessonId=${lessonId}` : ''}`, { headers: authHeaders(token, org) });

describe('H5P statements', () => {
  it('keeps answered and completed statements once each, and a completed one completes the item with its score', async () => {
    const learner = tokens['learner@demo.test']!;
    const answered = statement();
    const completed = statement({ verb: 'completed', result: { score: { scaled: 0.8, raw: 4, max: 5 }, completion: true, duration: 'PT12S' } });
    const first = await push(server, learner, DEVICE_A, [{ id: 1, name: 'package.statement', args: answered }, { id: 2, name: 'package.statement', args: completed }]);
    expect(first.body.results?.map((r) => r.status)).toEqual(['applied', 'applied']);
    // The same mutations again, and the same statement under a new mutation id (a "Send again"), store nothing more.
    expect((await push(server, learner, DEVICE_A, [{ id: 2, name: 'package.statement', args: completed }])).body.results?.[0]?.status).toBe('duplicate');
    expect((await push(server, learner, DEVICE_B, [{ id: 1, name: 'package.statement', args: completed }])).body.results?.[0]?.status).toBe('applied');
    const kept = await statementsOf('h5p-lesson');
    expect(kept.map((s) => [s.verb.id, s.source, s.actor.account.name])).toEqual([
      ['http://adlnet.gov/expapi/verbs/answered', 'h5p', 'u5-learner'], ['http://adlnet.gov/expapi/verbs/completed', 'h5p', 'u5-learner'],
    ]);
    expect(kept[1]!.result).toEqual({ score: { scaled: 0.8, raw: 4, max: 5 }, completion: true, duration: 'PT12S' });
    const [attempt] = await selectRows<{ completed: boolean; score: number; status: string; commits: number }>(server.db, sql`
      select completed, score, status, commits from package_attempts where lesson_id = 'h5p-lesson'`);
    expect(attempt).toEqual({ completed: true, score: expect.closeTo(0.8, 5), status: 'completed', commits: 1 });
    const pulled = await pull(server, learner, randomUUID());
    expect(pulled.changes['packageAttempts']?.put).toContainEqual(expect.objectContaining({ id: 'h5p-lesson:0', completed: true, status: 'completed' }));
  });

  it('refuses a statement for a lesson the learner cannot open, an item past the end and a bad score', async () => {
    const learner = tokens['learner@demo.test']!;
    const results = (await push(server, learner, randomUUID(), [
      { id: 1, name: 'package.statement', args: statement({ lessonId: 'no-such-lesson' }) },
      { id: 2, name: 'package.statement', args: statement({ item: 3 }) },
      { id: 3, name: 'package.statement', args: statement({ result: { score: { scaled: 1.5 } } }) },
      { id: 4, name: 'package.statement', args: statement({ verb: 'experienced' }) },
    ])).body.results;
    expect(results?.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await statementsOf('no-such-lesson')).toEqual([]);
  });
});

describe('SCORM commits as statements', () => {
  it('keeps a statement when a commit finishes its item or changes its result, not for every commit', async () => {
    const learner = tokens['learner@demo.test']!;
    const commit = (id: number, commits: number, over: object = {}) => ({ id, name: 'package.commit', args: {
      courseId: PACKAGE_COURSE, lessonId: 'scorm-lesson', item: 0, status: 'incomplete', completed: false, success: null, score: null, seconds: 10,
      suspendData: 'page-2', location: 'page-2', interactions: '[]', commits, at: new Date().toISOString(), ...over } });
    const passed = { status: 'passed', completed: true, success: 'passed', score: 0.85, seconds: 200 };
    const res = await push(server, learner, randomUUID(), [commit(1, 1), commit(2, 2, passed), commit(3, 3, passed)]);
    expect(res.body.results?.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const kept = await statementsOf('scorm-lesson');
    expect(kept).toEqual([expect.objectContaining({ source: 'scorm', verb: expect.objectContaining({ id: 'http://adlnet.gov/expapi/verbs/passed' }) })]);
    expect(kept[0]!.result).toEqual({ score: { scaled: expect.closeTo(0.85, 5) }, completion: true, success: true, duration: 'PT200S' });
  });
});

describe('reading statements', () => {
  it('answers a learner\'s statements to their teacher and an admin, and refuses the learner and another organisation', async () => {
    const teacher = await read(tokens['teacher@demo.test']!);
    expect(teacher.status).toBe(200);
    const { statements } = (await teacher.json()) as { statements: XapiStatement[] };
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(statements[0]).toMatchObject({ userId: 'u5-learner', actor: { account: { name: 'u5-learner' } }, timestamp: expect.stringMatching(/Z$/) });
    const h5p = (await (await read(tokens['admin@demo.test']!, 'u5-learner', 'h5p-lesson')).json()) as { statements: XapiStatement[] };
    expect(h5p.statements.map((s) => s.verb.display.en).sort()).toEqual(['answered', 'completed']);
    expect((await read(tokens['learner@demo.test']!)).status).toBe(403);
    expect((await read(tokens['admin@other.test']!, 'u5-learner', undefined, '7')).status).toBe(403);
  });
});

describe('package limits per organisation', () => {
  const NONE = { maxBytes: null, maxCount: null };
  // Set only through the intent (the REST PUT is gone: one write path); GET reads them with the server's.
  const setLimits = async (token: string, limits: object) =>
    (await push(server, token, randomUUID(), [{ id: 1, name: 'packageLimits.set', args: { ...NONE, ...limits, from: NONE } }])).body.results[0]?.status;
  const readLimits = async (token: string, org = '5') => (await server.app.request('/api/packages/limits', { headers: authHeaders(token, org) })).json();

  it('refuses an upload past the organisation\'s own size (413) or count (422), and only admins set them', async () => {
    const admin = tokens['admin@demo.test']!;
    const teacher = tokens['teacher@demo.test']!;
    expect(await setLimits(teacher, { maxBytes: 1024 })).toBe('rejected');
    expect(await setLimits(admin, { maxBytes: 10 })).toBe('rejected');
    expect((await server.app.request('/api/packages/limits', { method: 'PUT', headers: authHeaders(admin), body: JSON.stringify({ maxBytes: 1024, maxCount: null }) })).status).toBe(404);
    expect(await setLimits(admin, { maxBytes: 1024 })).toBe('applied');
    expect(await readLimits(admin)).toMatchObject({ own: { maxBytes: 1024, maxCount: null }, server: { maxCount: expect.any(Number) } });
    const big = await acceptPackage(server, teacher, await uploadPackage(server, teacher, scorm12Package(), 'big.zip'));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toMatch(/larger than 1024 bytes, the most your organisation accepts/);
    const [{ n }] = (await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from course_packages where organisation_id = '5'`)) as [{ n: number }];
    expect(await setLimits(admin, { maxCount: n })).toBe('applied');
    const many = await acceptPackage(server, teacher, await uploadPackage(server, teacher, h5pPackage(), 'one-more.h5p'));
    expect(many.status).toBe(422);
    expect(((await many.json()) as { detail: string }).detail).toMatch(new RegExp(`already has ${n} packages`));
    // The other organisation keeps the server's limits.
    expect(await readLimits(tokens['admin@other.test']!, '7')).toMatchObject({ own: NONE });
    expect(await setLimits(admin, {})).toBe('applied');
    expect((await acceptPackage(server, teacher, await uploadPackage(server, teacher, h5pPackage(), 'again.h5p'))).status).toBe(201);
  });
});

describe('the H5P player on the content origin', () => {
  it('serves the player page and h5p-standalone\'s files with the content CSP, and nothing outside its folder', async () => {
    const page = await server.app.request('/package-content/_runtime/h5p-player.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/package-content/_runtime/h5p/main.bundle.js');
    for (const file of ['main.bundle.js', 'frame.bundle.js', 'styles/h5p.css']) {
      const res = await server.app.request(`/package-content/_runtime/h5p/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    }
    for (const bad of ['../package.json', '%2e%2e/package.json', 'nothing.js', '.hidden.js']) expect((await server.app.request(`/package-content/_runtime/h5p/${bad}`)).status, bad).toBe(404);
  });
});
