// A pull that brings the user's preferences row while a language choice still waits in the outbox
// (its answer read before the choice reached the server) keeps the later choice on screen.
import { beforeEach, expect, test } from 'vitest';
import type { PullResponse } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { setLanguage } from '@/data/preferences';
import { applyPull } from '@/data/sync/pull';
import '@/data/table-hooks';

const USER = 'u5-learner';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const pulled = (language: string, updatedAt: string, more: Partial<PullResponse> = {}): PullResponse => ({
  cursor: '10',
  reset: false,
  lastMutationId: 0,
  changes: { preferences: { put: [{ id: USER, language, updatedAt }], del: [] } },
  ...more,
});

beforeEach(async () => {
  await clearLocalUserData();
});

test('an older language pulled while the choice of Arabic waits does not replace it, in an update or a reset', async () => {
  await setLanguage(USER, 'ar');
  await applyPull(pulled('hi', minutesAgo(5)));
  expect(await db.preferences.get(USER)).toMatchObject({ language: 'ar' });
  await applyPull(pulled('hi', minutesAgo(5), { reset: true }));
  expect(await db.preferences.get(USER)).toMatchObject({ language: 'ar' });
  expect(await db.outbox.where('name').equals('preference.set').count()).toBe(1);
});

test('a later choice made on another device wins over the one waiting here', async () => {
  await setLanguage(USER, 'ar');
  const later = new Date(Date.now() + 60_000).toISOString();
  await applyPull(pulled('hi', later));
  expect(await db.preferences.get(USER)).toEqual({ id: USER, language: 'hi', updatedAt: later });
});

test('once the server has the choice, the pulled row is stored as sent', async () => {
  const mutationId = await setLanguage(USER, 'ar').then(() => db.outbox.toCollection().last().then((row) => row!.mutationId));
  const stored = (await db.preferences.get(USER))!.updatedAt;
  await applyPull(pulled('ar', stored, { lastMutationId: mutationId }));
  expect(await db.outbox.count()).toBe(0);
  expect(await db.preferences.get(USER)).toEqual({ id: USER, language: 'ar', updatedAt: stored });
  await applyPull(pulled('hi', minutesAgo(1)));
  expect(await db.preferences.get(USER)).toMatchObject({ language: 'hi' });
});
