// The compact status in the layout, and the storage line on the profile.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';
import SyncBadge, { syncBadgeLabel } from '@/features/sync-status/components/sync-badge';
import { StorageUsage } from '@/features/sync-status/components/storage-usage';
import { renderApp } from '../../support/render-app';

const at = '2026-11-22T10:00:00.000Z';
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

beforeEach(async () => {
  await clearLocalUserData();
});
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the compact sync status', () => {
  test('words', () => {
    expect(syncBadgeLabel(true, 0)).toBe('');
    expect(syncBadgeLabel(false, 0)).toBe('Offline');
    expect(syncBadgeLabel(false, 1)).toBe('Offline, 1 change waiting to sync');
    expect(syncBadgeLabel(true, 3)).toBe('3 changes waiting to sync');
  });

  test('is a polite status that shows Offline and the writes waiting', async () => {
    render(<MantineProvider><SyncBadge /></MantineProvider>);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      await enqueue('progress.set', { courseId: 'c', lessonId: 'l', section: 0, progress: 5, completed: false, at });
      await enqueue('enrolment.request', { courseId: 'c', at });
    });
    setOnline(false);
    expect(await screen.findByRole('status', { name: 'Sync status: Offline, 2 changes waiting to sync' })).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText('Offline')).toBeNull();
  });
});

describe('storage on the profile', () => {
  test("shows '12.3 MB of 1.2 GB used'", async () => {
    render(<MantineProvider><StorageUsage storage={{ estimate: async () => ({ usage: 12_897_485, quota: 1_288_490_189 }) }} /></MantineProvider>);
    expect(await screen.findByText('12.3 MB of 1.2 GB used')).toBeTruthy();
    expect(screen.getByLabelText('Storage: 12.3 MB of 1.2 GB used')).toBeTruthy();
  });

  test('is left out where the browser cannot estimate', async () => {
    render(<MantineProvider><StorageUsage storage={{}} /></MantineProvider>);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText(/used$/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('the /profile route shows the full sync status', async () => {
    renderApp('/profile', 'learner');
    expect(await screen.findByRole('region', { name: 'Sync status' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Storage on this device' })).toBeTruthy();
  });
});
