/**
 * The user's preferences (issue 47, the proof of the one-declaration recipe): `preference.set`
 * from one device reaches the same user's other device through pull (delta and full), and no other
 * user's, in their organisation or another; the later choice wins; a language outside the list
 * is refused.
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

const setLanguage = (language: string, updatedAt: string, clientId = randomUUID(), email = 'learner@demo.test') =>
  push(server, tokens[email]!, clientId, [{ id: 1, name: 'preference.set', args: { language, updatedAt } }]);

it("reaches the user's second device, and no one else's", async () => {
  const second = randomUUID();
  const before = await pull(server, tokens['learner@demo.test']!, second);
  expect(before.changes.preferences).toEqual({ put: [], del: [] });

  const at = new Date(Date.now() - 1000).toISOString();
  expect((await setLanguage('hi', at)).body.results).toEqual([{ id: 1, status: 'applied' }]);

  const delta = await pull(server, tokens['learner@demo.test']!, second, before.cursor);
  expect(delta.reset).toBe(false);
  expect(delta.changes.preferences?.put).toEqual([{ id: 'u5-learner', language: 'hi', updatedAt: at }]);
  expect((await pull(server, tokens['learner@demo.test']!, randomUUID())).changes.preferences?.put).toEqual([{ id: 'u5-learner', language: 'hi', updatedAt: at }]);

  for (const [email, org] of [['teacher@demo.test', '5'], ['admin@demo.test', '5'], ['admin@other.test', '7']] as const) {
    const answer = await pull(server, tokens[email]!, randomUUID(), undefined, org);
    expect(answer.changes.preferences?.put ?? [], email).toEqual([]);
  }
});

it('keeps the later choice, whichever device sends last', async () => {
  const later = new Date(Date.now() - 500).toISOString();
  const earlier = new Date(Date.now() - 60_000).toISOString();
  await setLanguage('ar', later);
  expect((await setLanguage('en', earlier)).body.results).toEqual([{ id: 1, status: 'applied' }]);
  const answer = await pull(server, tokens['learner@demo.test']!, randomUUID());
  expect(answer.changes.preferences?.put).toEqual([{ id: 'u5-learner', language: 'ar', updatedAt: later }]);
});

it('refuses a language outside the list', async () => {
  const { body } = await setLanguage('xx', new Date().toISOString());
  expect(body.results[0]).toMatchObject({ id: 1, status: 'rejected' });
});
