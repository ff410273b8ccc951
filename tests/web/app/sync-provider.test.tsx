// The sync engine's life in the app: started once the session is ready, resumed on a fresh token,
// stopped on logout; the storage-full toast.
import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { waitFor as waitForActor } from 'xstate';
import { SessionProvider } from '@/features/auth/session-context';
import { LazyToasts } from '@/app/lazy-toasts';
import { SyncProvider, type StartPageSync } from '@/app/sync-provider';
import { reportIfStorageFull, resetPersistRequest, STORAGE_FULL_MESSAGE } from '@/data/device-storage';
import { startFakeSession, storeSession } from '../support/session';

afterEach(() => {
  resetPersistRequest();
  vi.unstubAllGlobals();
});

function renderWithSync(who: 'learner' | 'signed out') {
  storeSession(who);
  const { actor } = startFakeSession();
  const running = { resume: vi.fn(async () => {}), stop: vi.fn() };
  const start = vi.fn<StartPageSync>(() => running);
  const load = vi.fn(async () => start);
  render(
    <MantineProvider>
      <LazyToasts />
      <SessionProvider actor={actor}>
        <SyncProvider load={load}>content</SyncProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  return { actor, running, start, load };
}

test('starts one page sync once the session is ready, resumes it on a fresh token, stops it on logout', async () => {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { storage: { persist, persisted: async () => false } }));
  const { actor, running, start } = renderWithSync('learner');
  await waitForActor(actor, (s) => s.matches({ signedIn: 'ready' }));
  await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
  await vi.waitFor(() => expect(persist).toHaveBeenCalledOnce());

  act(() => actor.send({ type: 'auth.changed', change: { hasUser: true, token: 'fresh-token' } }));
  await vi.waitFor(() => expect(running.resume).toHaveBeenCalled());
  expect(running.stop).not.toHaveBeenCalled();

  act(() => actor.send({ type: 'session.logout' }));
  await vi.waitFor(() => expect(running.stop).toHaveBeenCalledOnce());
  expect(start).toHaveBeenCalledOnce();
});

test('does not load the sync code for a signed-out visitor', async () => {
  const { load } = renderWithSync('signed out');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
});

test('a quota error anywhere shows the storage-full toast', async () => {
  renderWithSync('signed out');
  act(() => void reportIfStorageFull(Object.assign(new Error('aborted'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } })));
  expect(await screen.findByText(STORAGE_FULL_MESSAGE)).toBeTruthy();
});
