import { beforeEach, describe, expect, test } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import { SyncStatus } from '@/features/sync-status/components/sync-status';
import { timeAgo } from '@/features/sync-status/components/relative-time';

const at = '2026-11-22T10:00:00.000Z';
const renderStatus = () => render(<MantineProvider><SyncStatus /></MantineProvider>);

beforeEach(async () => {
  await clearLocalUserData();
});

describe('the sync status', () => {
  test('says how many writes wait and when the device last synced', async () => {
    await enqueue('progress.set', { courseId: 'c', lessonId: 'l', section: 0, progress: 5, completed: false, at });
    await enqueue('enrolment.request', { courseId: 'c', at });
    await db.syncState.put({ key: 'lastSyncedAt', value: new Date(Date.now() - 2 * 60_000 - 5000).toISOString() });
    renderStatus();
    expect(await screen.findByText('2 changes waiting to sync')).toBeTruthy();
    expect(screen.getByText('Synced 2 minutes ago')).toBeTruthy();
  });

  test('while the server asks to wait, says it is busy and when it retries, not an error', async () => {
    await enqueue('progress.set', { courseId: 'c', lessonId: 'l', section: 0, progress: 5, completed: false, at });
    await db.syncState.put({ key: 'waitUntil', value: Date.now() + 11_500 });
    renderStatus();
    expect(await screen.findByText('Server busy, retrying in 12 s')).toBeTruthy();
    expect(screen.getByText('1 change waiting to sync')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Changes the server refused' })).toBeNull();
    await db.syncState.delete('waitUntil');
    await waitFor(() => expect(screen.queryByText(/Server busy/)).toBeNull());
  });

  test('says when everything is saved and it never synced', async () => {
    renderStatus();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.getByText('Not synced yet')).toBeTruthy();
  });

  test('follows the network going away and coming back', async () => {
    renderStatus();
    await screen.findByText('All changes saved');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Offline')).toBeTruthy();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Online')).toBeTruthy();
  });

  test('shows a refused write with its reason; Retry queues it anew, Discard drops it', async () => {
    await db.outbox.add({ mutationId: 1, name: 'enrolment.request', args: { courseId: 'c', at }, status: 'failed', error: 'This course needs access.', createdAt: at });
    await db.outbox.add({ mutationId: 2, name: 'progress.set', args: { courseId: 'c', lessonId: 'l', section: 0, progress: 5, completed: false, at }, status: 'failed', error: 'The lesson was removed.', createdAt: at });
    await db.syncState.put({ key: 'lastMutationId', value: 2 });
    renderStatus();
    expect(await screen.findByText('Enrolment: This course needs access.')).toBeTruthy();
    const [retry] = screen.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retry!);
    await waitFor(async () => expect(await db.outbox.where('status').equals('pending').toArray()).toMatchObject([{ name: 'enrolment.request', mutationId: 3 }]));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.where('status').equals('failed').count()).toBe(0));
    expect(await screen.findByText('1 change waiting to sync')).toBeTruthy();
  });
});

test('relative times read naturally', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  expect(timeAgo('2026-11-22T11:59:30Z', now)).toBe('just now');
  expect(timeAgo('2026-11-22T11:58:00Z', now)).toBe('2 minutes ago');
  expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
  expect(timeAgo('2026-11-21T11:00:00Z', now)).toBe('yesterday');
});
