/**
 * A course states its language (issue 52, item 6): the editor's publish sets it (a BCP-47 tag or
 * null), the outline and pull answer it, a bad tag is refused with 400 (never a 500) and a teacher
 * of another course is refused; an editor that sends no language leaves it as it is.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorOutline, PublishOutline } from '../../contract/course-editor';
import { selectRows } from '../../server/db/rows';
import { pull } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'admin@demo.test', 'teacher@demo.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

async function call(path: string, email: string, body?: unknown) {
  const res = await server.app.request(`/api/edit-course/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: authHeaders(tokens[email]!, '5'),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown, text };
}

async function outline(course: string, email = 'admin@demo.test'): Promise<EditorOutline> {
  const res = await call(course, email);
  expect(res.status, res.text).toBe(200);
  return res.json() as EditorOutline;
}

/** Publishes `course` unchanged but for the details' `language` (left out when `undefined` is passed). */
async function publishLanguage(course: string, language: unknown, email = 'admin@demo.test') {
  const o = await outline(course);
  const { language: _old, ...rest } = o.details;
  const details = language === undefined ? rest : { ...rest, language };
  const body = { baseVersion: o.version, details, modules: o.modules } as PublishOutline;
  return call(`${course}/publish`, email, body);
}

async function storedLanguage(course: string) {
  const [row] = await selectRows<{ language: string | null }>(server.db, sql`select language from courses where id = ${course}`);
  return row?.language;
}

async function learnerCourses(cursor?: string) {
  const answer = await pull(server, tokens['learner@demo.test']!, randomUUID(), cursor);
  const rows = (answer.changes['courses']?.put ?? []) as { id: string; language: string | null }[];
  return { answer, rows: new Map(rows.map((row) => [row.id, row.language])) };
}

describe('a course states its language', () => {
  it('pull sends the seeded languages: stated ones as their tag, the others null', async () => {
    const { rows } = await learnerCourses();
    expect(rows.get('c5-spreadsheets')).toBe('en');
    expect(rows.get('c5-first-aid')).toBeNull();
  });

  it('an admin sets it through the publish, the outline answers it and a learner\'s next pull brings the course again with it', async () => {
    const first = await learnerCourses();
    expect((await publishLanguage('c5-first-aid', 'hi')).status).toBe(200);
    expect((await outline('c5-first-aid')).details.language).toBe('hi');
    expect(await storedLanguage('c5-first-aid')).toBe('hi');
    const next = await learnerCourses(first.answer.cursor);
    expect(next.rows.get('c5-first-aid')).toBe('hi');
  });

  it('a teacher of the course sets a tag with a region; an editor that sends no language leaves it; null clears it', async () => {
    expect((await publishLanguage('c5-spreadsheets', 'pt-BR', 'teacher@demo.test')).status).toBe(200);
    expect(await storedLanguage('c5-spreadsheets')).toBe('pt-BR');
    expect((await publishLanguage('c5-spreadsheets', undefined, 'teacher@demo.test')).status).toBe(200);
    expect(await storedLanguage('c5-spreadsheets')).toBe('pt-BR');
    expect((await publishLanguage('c5-spreadsheets', null, 'teacher@demo.test')).status).toBe(200);
    expect(await storedLanguage('c5-spreadsheets')).toBeNull();
  });

  it('refuses a bad tag with 400 and leaves the stored language alone', async () => {
    expect((await publishLanguage('c5-writing', 'en')).status).toBe(200);
    for (const bad of ['Hindi', 'hi_IN', '', 'h', 'en-', 'x'.repeat(40), 'en-US-x', 'ar\u0000', 42, ['hi'], { tag: 'hi' }]) {
      const res = await publishLanguage('c5-writing', bad);
      expect(res.status, `${JSON.stringify(bad)}: ${res.text}`).toBe(400);
    }
    expect(await storedLanguage('c5-writing')).toBe('en');
  });

  it('refuses a teacher who teaches no batch of the course, and a learner', async () => {
    expect((await publishLanguage('c5-finance', 'ta', 'teacher@demo.test')).status).toBe(403);
    expect((await publishLanguage('c5-finance', 'ta', 'learner@demo.test')).status).toBe(403);
    expect(await storedLanguage('c5-finance')).toBe('en');
  });

  it('the database refuses a malformed tag from any other writer', async () => {
    await expect(server.db.execute(sql`update courses set language = 'not a tag' where id = 'c5-data'`)).rejects.toThrow();
    expect(await storedLanguage('c5-data')).toBeNull();
  });
});
