// Issue 52: /messages in Hindi — the chat's texts come from its own namespace and switch with the language.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db, type RoomRow } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { renderApp } from '../../support/render-app';
import { messageRow } from '../../support/rows';

const room: RoomRow = { id: 'r1', name: 'General', description: 'Say hello', courseId: null, batchId: null, createdAt: '2026-11-01T00:00:00.000Z' };

beforeEach(async () => {
  await clearLocalUserData();
  await db.rooms.put(room);
  await db.messages.put(messageRow({ id: 'm1', roomId: 'r1', senderId: 'u-a', senderName: 'Priya', body: 'Hello', sentAt: '2026-11-22T10:01:00.000Z' }));
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the rooms list shows its texts in Hindi', async () => {
  renderApp('/messages', 'learner');
  expect(await screen.findByRole('list', { name: 'Chat rooms' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('heading', { name: 'संदेश', level: 1 })).toBeTruthy();
  const list = screen.getByRole('list', { name: 'चैट रूम' });
  expect(within(list).getByRole('button', { name: 'General, 1 नया संदेश' })).toBeTruthy();
  expect(screen.getByLabelText('रूम खोजें')).toBeTruthy();
});

test("a room's thread shows its texts in Hindi", async () => {
  renderApp('/messages?room=r1', 'learner');
  expect(await screen.findByRole('list', { name: 'Messages in General' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('list', { name: 'General में संदेश' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
  expect(screen.getByText('← सभी रूम')).toBeTruthy();
});
