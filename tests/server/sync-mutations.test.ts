/** The intents push applies today: progress.set (never loses progress) and enrolment.request. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressArgs, pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;
const clientId = randomUUID();
let nextId = 1;

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

/** Pushes one intent as the demo learner and returns its result. */
async function send(name: string, args: unknown) {
  const { body } = await push(server, token, clientId, [{ id: nextId++, name, args }]);
  return body.results[0]!;
}

async function progressRow(lessonId: string, section: number) {
  const answer = await pull(server, token, clientId);
  return answer.changes.progress!.put.find((row) => row.id === `${lessonId}:${section}`);
}

describe('progress.set', () => {
  const lessonId = 'c5-spreadsheets-m2-l1';

  it('keeps the highest progress, ORs completed and takes the newest position', async () => {
    await send('progress.set', progressArgs({ lessonId, progress: 60, completed: true, position: 30, at: '2026-11-21T10:00:00Z' }));
    // An older write from another device arrives later: lower progress, not completed, older position.
    await send('progress.set', progressArgs({ lessonId, progress: 20, completed: false, position: 5, at: '2026-11-21T09:00:00Z' }));
    expect(await progressRow(lessonId, 0)).toMatchObject({ courseId: 'c5-spreadsheets', lessonId, section: 0, progress: 60, completed: true, position: 30 });
    await send('progress.set', progressArgs({ lessonId, progress: 40, completed: false, position: 42, at: '2026-11-21T11:00:00Z' }));
    expect(await progressRow(lessonId, 0)).toMatchObject({ progress: 60, completed: true, position: 42, updatedAt: '2026-11-21T11:00:00.000Z' });
  });

  it('does not let a device clock ahead of the server pin the position', async () => {
    await send('progress.set', progressArgs({ lessonId, section: 1, position: 10, at: '2099-01-01T00:00:00Z' }));
    await send('progress.set', progressArgs({ lessonId, section: 1, position: 11, at: new Date().toISOString() }));
    expect(await progressRow(lessonId, 1)).toMatchObject({ position: 11 });
  });

  it('keeps sections apart', async () => {
    await send('progress.set', progressArgs({ lessonId, section: 1, progress: 15 }));
    expect(await progressRow(lessonId, 1)).toMatchObject({ progress: 15, completed: false });
    expect(await progressRow(lessonId, 0)).toMatchObject({ progress: 60 });
  });
});

describe('enrolment.request', () => {
  it('enrols at once in an open course', async () => {
    expect(await send('enrolment.request', { courseId: 'c5-first-aid', at: '2026-11-22T10:00:00Z' })).toMatchObject({ status: 'applied' });
    const answer = await pull(server, token, clientId);
    expect(answer.changes.enrolments!.put).toContainEqual(expect.objectContaining({ id: 'c5-first-aid', status: 'active' }));
    expect(answer.changes.courses!.put).toContainEqual(expect.objectContaining({ id: 'c5-first-aid', assigned: true }));
  });

  it('records a request for a course that needs access: pending, lessons still closed', async () => {
    await server.db.execute(sql`delete from enrolments where course_id = 'c5-data' and user_id = 'u5-learner'`);
    expect(await send('enrolment.request', { courseId: 'c5-data', at: '2026-11-22T10:00:00Z' })).toMatchObject({ status: 'applied' });
    const answer = await pull(server, token, clientId);
    expect(answer.changes.enrolments!.put).toContainEqual(expect.objectContaining({ id: 'c5-data', status: 'pending' }));
    expect(answer.changes.lessons!.put.some((l) => String(l.id).startsWith('c5-data-'))).toBe(false);
  });

  it('refuses a closed, unknown or draft course with a reason', async () => {
    await server.db.execute(sql`update courses set enrolment_mode = 'closed' where id = 'c5-python'`);
    const closed = await send('enrolment.request', { courseId: 'c5-python', at: '2026-11-22T10:00:00Z' });
    expect(closed).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/not taking new learners/) });
    expect(await send('enrolment.request', { courseId: 'c7-marine-biology', at: '2026-11-22T10:00:00Z' })).toMatchObject({ status: 'rejected' });
    expect(await send('enrolment.request', { courseId: 'c5-projects', at: '2026-11-22T10:00:00Z' })).toMatchObject({ status: 'rejected' });
  });
});
