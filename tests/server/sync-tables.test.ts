// The server agrees with the contract's table declarations: one reader per declared table, under its
// name, and a role outside a table's scope is never given its rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { receives, syncedTables } from '../../contract/tables';
import { pullReaders, pullTables } from '../../server/slices/readers';
import { pull } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

test('every declared table has a reader of that name, and pull answers them in the declared order', () => {
  expect(Object.keys(pullReaders).sort()).toEqual(syncedTables.map((t) => t.name).sort());
  for (const [name, reader] of Object.entries(pullReaders)) expect(reader.name).toBe(name);
  expect(pullTables.map((t) => t.name)).toEqual(syncedTables.map((t) => t.name));
});

test.each(['learner@demo.test', 'teacher@demo.test', 'admin@demo.test'])('a full pull of %s answers exactly the declared tables whose scope names its role', async (email) => {
  const token = await signIn(email);
  const answer = await pull(server, token, randomUUID());
  const role = email.startsWith('teacher') ? 'teacher' : email.startsWith('admin') ? 'admin' : 'learner';
  // A table out of the role's scope is not even named: a staff table never grows a learner's answer.
  expect(Object.keys(answer.changes).sort()).toEqual(syncedTables.filter((t) => receives(t, role)).map((t) => t.name).sort());
  // The demo teacher teaches a batch with members: the teacher-only tables are not empty for them.
  if (role === 'teacher') expect(answer.changes.batchMembers!.put.length).toBeGreaterThan(0);
});
