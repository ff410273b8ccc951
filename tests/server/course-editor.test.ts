/**
 * The outline editor's server (issue 19): who may edit, lesson HTML sanitised on save, a stale
 * publish refused with the differences, removed lessons with learners' progress asked about and
 * their progress kept for reports, progress on unchanged lessons untouched.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorOutline, PublishConflict, PublishOutline } from '../../contract/course-editor';
import { selectRows } from '../../server/db/rows';
import { pull, putIds } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'admin@demo.test', 'teacher@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

async function call(path: string, email: string, init: { method?: string; body?: unknown; org?: string } = {}) {
  const res = await server.app.request(`/api/edit-course/${path}`, {
    method: init.method ?? 'GET',
    headers: authHeaders(tokens[email]!, init.org ?? '5'),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown, text };
}

async function outline(course: string, email = 'admin@demo.test'): Promise<EditorOutline> {
  const res = await call(course, email);
  expect(res.status, res.text).toBe(200);
  return res.json() as EditorOutline;
}

const bodyOf = (o: EditorOutline, over: Partial<PublishOutline> = {}): PublishOutline => ({ baseVersion: o.version, details: o.details, modules: o.modules, ...over });
const publish = (course: string, body: PublishOutline, email = 'admin@demo.test') => call(`${course}/publish`, email, { method: 'POST', body });

describe('who may edit a course', () => {
  it('lets an admin open any course of the organisation and a teacher the courses of their batches', async () => {
    expect((await call('c5-finance', 'admin@demo.test')).status).toBe(200);
    expect((await call('c5-spreadsheets', 'teacher@demo.test')).status).toBe(200);
  });
  it('refuses a teacher a course they teach no batch of, a learner any course, another organisation\'s admin', async () => {
    expect((await call('c5-finance', 'teacher@demo.test')).status).toBe(403);
    expect((await call('c5-spreadsheets', 'learner@demo.test')).status).toBe(403);
    expect((await call('c5-spreadsheets', 'admin@other.test', { org: '7' })).status).toBe(404);
    const o = await outline('c5-finance');
    expect((await publish('c5-finance', bodyOf(o), 'teacher@demo.test')).status).toBe(403);
    expect((await publish('c5-finance', bodyOf(o), 'learner@demo.test')).status).toBe(403);
  });
  it('answers the outline with lesson content and which lessons learners have progress on', async () => {
    const o = await outline('c5-spreadsheets', 'teacher@demo.test');
    expect(o.modules[0]?.lessons[0]).toMatchObject({ id: 'c5-spreadsheets-m1-l1', type: expect.any(String) });
    expect(o.learnersWithProgress['c5-spreadsheets-m1-l2']).toBeGreaterThan(0);
  });
  it('refuses bad input with 400, never 500', async () => {
    const o = await outline('c5-writing');
    const module = o.modules[0]!;
    expect((await publish('c5-writing', bodyOf(o, { modules: [module, module] }))).status).toBe(400);
    expect((await publish('c5-writing', bodyOf(o, { baseVersion: 2 ** 40 }))).status).toBe(400);
    const lesson = { ...module.lessons[0]!, mediaUrl: 'https://evil.test/x.mp4' };
    expect((await publish('c5-writing', bodyOf(o, { modules: [{ ...module, lessons: [lesson] }] }))).status).toBe(400);
  });
  it('refuses to take over a lesson id of another course', async () => {
    const o = await outline('c5-writing');
    const foreign = { id: 'c5-spreadsheets-m1-l1', title: 'Stolen', type: 'text' as const, content: '<p>x</p>', mediaUrl: null, sections: 1 };
    const modules = [{ ...o.modules[0]!, lessons: [...o.modules[0]!.lessons, foreign] }, ...o.modules.slice(1)];
    expect((await publish('c5-writing', bodyOf(o, { modules }))).status).toBe(409);
  });
});

describe('publishing an outline', () => {
  it('sanitises lesson HTML on save, so a pasted script never reaches a learner', async () => {
    const o = await outline('c5-spreadsheets');
    const lesson = {
      id: `n-${randomUUID()}`, title: 'Pasted', type: 'text' as const, mediaUrl: null, sections: 1,
      content: '<h2>Cells</h2><p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">link</a><img src="/media/x.png" onerror="x()"></p>',
    };
    const modules = [...o.modules, { id: `m-${randomUUID()}`, title: 'New module', lessons: [lesson] }];
    const res = await publish('c5-spreadsheets', bodyOf(o, { modules }), 'teacher@demo.test');
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ version: o.version + 1 });
    const [row] = await selectRows<{ content: string }>(server.db, sql`select content from lessons where id = ${lesson.id}`);
    expect(row?.content).toBe('<h2>Cells</h2><p>Hi<a>link</a><img src="/media/x.png"></p>');
    const answer = await pull(server, tokens['learner@demo.test']!, randomUUID());
    expect(putIds(answer, 'lessons')).toContain(lesson.id);
    const pulled = answer.changes['lessons']?.put.find((row) => row.id === lesson.id);
    expect(JSON.stringify(pulled)).toContain('Cells');
    expect(JSON.stringify(pulled)).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('stores as many sections as the text has <hr> breaks, and keeps only our own or https images', async () => {
    const o = await outline('c5-spreadsheets');
    const lesson = {
      id: `n-${randomUUID()}`, title: 'Three parts', type: 'text' as const, mediaUrl: null, sections: 1,
      content: '<h2>One</h2><img src="/media/uploads/a.png" alt="A"><hr><p>Two <img src="http://plain.test/x.png" alt="B"></p><hr><p></p><hr><p>Three <img src="https://cdn.test/y.png" alt="C"></p><hr>',
    };
    const modules = [...o.modules, { id: `m-${randomUUID()}`, title: 'Sections', lessons: [lesson] }];
    expect((await publish('c5-spreadsheets', bodyOf(o, { modules }))).status).toBe(200);
    const [row] = await selectRows<{ content: string; sections: number }>(server.db, sql`select content, sections from lessons where id = ${lesson.id}`);
    expect(row?.sections).toBe(3);
    expect(row?.content).toContain('<img src="/media/uploads/a.png" alt="A">');
    expect(row?.content).toContain('<img src="https://cdn.test/y.png" alt="C">');
    expect(row?.content).not.toContain('plain.test');
  });

  it('refuses a stale publish with the differences since the editor\'s base', async () => {
    const base = await outline('c5-python');
    const [first, ...rest] = base.modules;
    const renamed = { ...first!, lessons: first!.lessons.map((l, i) => (i === 0 ? { ...l, title: 'Renamed by the admin' } : l)) };
    expect((await publish('c5-python', bodyOf(base, { modules: [renamed, ...rest] }))).status).toBe(200);
    const stale = await publish('c5-python', bodyOf(base, { details: { ...base.details, title: 'Teacher title' } }), 'teacher@demo.test');
    expect(stale.status).toBe(409);
    const conflict = stale.json() as PublishConflict;
    expect(conflict).toMatchObject({ reason: 'stale', version: base.version + 1 });
    expect(conflict.differences).toEqual([{ kind: 'lesson', id: first!.lessons[0]!.id, title: 'Renamed by the admin', change: 'changed' }]);
    const [course] = await selectRows<{ title: string }>(server.db, sql`select title from courses where id = 'c5-python'`);
    expect(course?.title).toBe(base.details.title);
  });

  it('asks before removing a lesson learners have progress on, keeps that progress for reports and leaves other progress alone', async () => {
    const o = await outline('c5-spreadsheets');
    const target = 'c5-spreadsheets-m1-l2';
    const modules = o.modules.map((m) => ({ ...m, lessons: m.lessons.filter((l) => l.id !== target) }));
    const asked = await publish('c5-spreadsheets', bodyOf(o, { modules }));
    expect(asked.status).toBe(409);
    expect(asked.json()).toMatchObject({ reason: 'unconfirmed-removals', lessonsWithProgress: [{ id: target, learners: expect.any(Number) }] });
    const before = await selectRows<{ id: string; sync_version: string }>(server.db, sql`select id, sync_version from lesson_progress where lesson_id = 'c5-spreadsheets-m1-l1'`);
    const lessonBefore = await selectRows<{ sync_version: string }>(server.db, sql`select sync_version from lessons where id = 'c5-spreadsheets-m1-l1'`);
    const done = await publish('c5-spreadsheets', bodyOf(o, { modules, confirmedRemovals: [target] }));
    expect(done.status, done.text).toBe(200);
    const kept = await selectRows<{ user_id: string; section: number; progress: number }>(server.db, sql`
      select user_id, section, progress from removed_lesson_progress where lesson_id = ${target} order by section`);
    expect(kept).toEqual([{ user_id: 'u5-learner', section: 0, progress: 100 }, { user_id: 'u5-learner', section: 1, progress: 40 }]);
    expect(await selectRows(server.db, sql`select id from lessons where id = ${target}`)).toEqual([]);
    expect(await selectRows(server.db, sql`select id, sync_version from lesson_progress where lesson_id = 'c5-spreadsheets-m1-l1'`)).toEqual(before);
    expect(await selectRows(server.db, sql`select sync_version from lessons where id = 'c5-spreadsheets-m1-l1'`)).toEqual(lessonBefore);
  });
});
