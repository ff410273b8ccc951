/**
 * Announcements (issue 53, item 5; issue 47's proof of the recipe): an admin's `announcement.send`
 * reaches, through pull, the learners of the batch (or of the course) and its teacher, every admin of
 * the organisation, and no one else; a replay is stored once; a learner and a bad audience are refused (another
 * organisation's admin and an archived batch: tests/server/support/policy-cases.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

const send = (args: Record<string, unknown>, email = 'admin@demo.test', clientId = randomUUID()) =>
  push(server, tokens[email]!, clientId, [{ id: 1, name: 'announcement.send', args: { announcementId: randomUUID(), title: 'Room change', body: 'We meet in room 4.', ...args } }]);

const titles = async (email: string, org = '5') =>
  ((await pull(server, tokens[email]!, randomUUID(), undefined, org)).changes.announcements?.put ?? []).map((row) => (row as unknown as { title: string }).title);

it("reaches the batch's learners and teacher and the organisation's admins, and no other organisation", async () => {
  const clientId = randomUUID();
  const args = { announcementId: randomUUID(), batchId: 'b5-spreadsheets-spring', title: 'Spreadsheets: room change' };
  expect((await send(args, 'admin@demo.test', clientId)).body.results).toEqual([{ id: 1, status: 'applied' }]);
  // The same write again (its answer lost) is acknowledged and not stored or announced twice.
  expect((await send(args, 'admin@demo.test', clientId)).body.results).toEqual([{ id: 1, status: 'duplicate' }]);

  expect((await titles('learner@demo.test')).filter((title) => title === 'Spreadsheets: room change')).toHaveLength(1);
  expect(await titles('teacher@demo.test')).toContain('Spreadsheets: room change');
  expect(await titles('admin@demo.test')).toContain('Spreadsheets: room change');
  expect(await titles('admin@other.test', '7')).toEqual([]);
});

it("reaches a course's learners through a delta pull, as the declared row", async () => {
  const first = await pull(server, tokens['learner@demo.test']!, randomUUID());
  const announcementId = randomUUID();
  expect((await send({ announcementId, courseId: 'c5-spreadsheets', title: 'Course news' })).body.results).toEqual([{ id: 1, status: 'applied' }]);
  const delta = await pull(server, tokens['learner@demo.test']!, randomUUID(), first.cursor);
  expect(delta.changes.announcements?.put).toEqual([{
    id: announcementId, organisationId: '5', batchId: null, courseId: 'c5-spreadsheets', title: 'Course news',
    body: 'We meet in room 4.', createdBy: 'u5-admin', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
  }]);
});

it('refuses a learner and a bad audience', async () => {
  const reasons = async (args: Record<string, unknown>, email?: string) => (await send(args, email)).body.results[0];
  expect(await reasons({ batchId: 'b5-spreadsheets-spring' }, 'learner@demo.test')).toMatchObject({ status: 'rejected', reason: expect.stringContaining('administrator') });
  expect(await reasons({ batchId: 'b5-spreadsheets-spring', courseId: 'c5-spreadsheets' })).toMatchObject({ status: 'rejected' });
  expect(await reasons({ courseId: 'c5-spreadsheets', title: 'x'.repeat(121) })).toMatchObject({ status: 'rejected' });
});

it("puts a notification in the bell of each of the batch's learners, once, and none in the sender's", async () => {
  const clientId = randomUUID();
  const args = { announcementId: randomUUID(), batchId: 'b5-spreadsheets-spring', title: 'Exam moved to Friday' };
  await send(args, 'admin@demo.test', clientId);
  await send(args, 'admin@demo.test', clientId);
  const bell = async (email: string) =>
    ((await pull(server, tokens[email]!, randomUUID())).changes.notifications?.put ?? [])
      .map((row) => row as unknown as { kind: string; title: string })
      .filter((row) => row.title === 'Exam moved to Friday');
  expect(await bell('learner@demo.test')).toEqual([expect.objectContaining({ kind: 'announcement', title: 'Exam moved to Friday' })]);
  expect(await bell('admin@demo.test')).toEqual([]);
});
