// A returning learner's dashboard reads the device before React renders (src/app/early-reads.ts,
// issue 55 item 3): only for the signed-in learner the app starts with, and the dashboard's first
// render finds the rows already read.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook, screen, within } from '@testing-library/react';
import { startEarlyReads } from '@/data/early-reads';
import { saveDataOwner } from '@/data/session-storage';
import { setSignedInUser } from '@/data/signed-in-user';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { startDashboardReads, useDashboard } from '@/features/courses/data/dashboard';
import { storedUser, storeSession, type Who } from '../support/session';
import { storeStartedLesson } from '../support/started-lesson';
import { renderInApp } from '../features/courses/render';

beforeEach(storeStartedLesson);

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Loads src/app/early-reads.ts afresh as the entry would at `path`; answers whether it started reads. */
async function bootAt(path: string, who: Who, owner?: string): Promise<boolean> {
  localStorage.clear();
  storeSession(who);
  if (owner) saveDataOwner(owner);
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const registry = await import('@/data/early-reads');
  await import('@/app/early-reads');
  const started = registry.earlyReadsDone();
  await started;
  return started !== undefined;
}

describe('which start reads the device early', () => {
  test('the signed-in learner opening /dashboard (or /) whose data the device holds', async () => {
    expect(await bootAt('/dashboard', 'learner', 'uid-learner')).toBe(true);
    expect(await bootAt('/', 'learner')).toBe(true);
  });

  test('a signed-out device, another user\'s data, staff and other screens read nothing', async () => {
    expect(await bootAt('/dashboard', 'signed out')).toBe(false);
    expect(await bootAt('/dashboard', 'learner', 'uid-someone-else')).toBe(false);
    expect(await bootAt('/dashboard', 'teacher', 'uid-teacher')).toBe(false);
    expect(await bootAt('/courses', 'learner', 'uid-learner')).toBe(false);
  });
});

describe("the dashboard's first render", () => {
  test('finds the early read of the signed-in learner: no empty state first', async () => {
    setSignedInUser(storedUser('learner'));
    await startDashboardReads('uid-learner');
    const { result } = renderHook(() => useDashboard());
    // The first render's answer, before the live query has answered.
    expect(result.current?.continueLesson?.lessonTitle).toBe('Cells');
  });

  test("never shows another user's early read", async () => {
    await startDashboardReads('uid-learner');
    setSignedInUser({ ...storedUser('learner'), user: { ...storedUser('learner').user, uid: 'uid-other' } });
    const { result } = renderHook(() => useDashboard());
    expect(result.current).toBeUndefined();
  });

  test("shows the device's content without waiting for the app's first paint once the early reads are done", async () => {
    storeSession('learner');
    const reads = startDashboardReads('uid-learner');
    startEarlyReads(reads);
    await reads;
    renderInApp(<DashboardScreen whenPainted={() => new Promise<void>(() => {})} />);
    const section = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(section).findByText('Cells')).toBeTruthy();
  });
});
