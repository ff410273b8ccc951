// The page tells the service worker when its first screen is shown (issue 55 item 3): the catch-up
// the worker fetched while the page booted is applied then, after a returning learner's dashboard
// shows the device's content, not while it reads it.
import { useEffect, useState } from 'react';
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { FIRST_SCREEN_SHOWN, reportFirstScreenShown } from '@/app/first-screen-shown';
import { clearLocalUserData } from '@/data/local-data';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { markPainted } from '@/ui/after-paint';
import { useRevealReady } from '@/ui/reveal-together';
import { storeSession } from '../support/session';
import { renderInApp } from '../features/courses/render';

const SLOW_MS = 800;
let start = 0;
let readyAt: number | undefined;
function SlowPart() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  useRevealReady(ready);
  useEffect(() => {
    if (ready) readyAt = performance.now() - start;
  }, [ready]);
  return <p>3 flashcards due</p>;
}

test("the worker hears that the first screen is shown once the dashboard's device content is on screen", async () => {
  await clearLocalUserData();
  storeSession('learner');
  const posted: Array<{ message: unknown; at: number }> = [];
  const controller = { postMessage: (message: unknown) => posted.push({ message, at: performance.now() - start }) } as unknown as ServiceWorker;
  renderInApp(<DashboardScreen waiting={<SlowPart />} />);
  start = performance.now();
  const reported = reportFirstScreenShown(undefined, { controller });
  markPainted();
  await screen.findByRole('region', { name: 'What waits for you' }, { timeout: 5000 });
  await reported;
  expect(posted).toHaveLength(1);
  expect(posted[0]!.message).toEqual({ type: FIRST_SCREEN_SHOWN });
  expect(posted[0]!.at).toBeGreaterThanOrEqual(readyAt! - 1);
  // No idle wait and no deferral second: the worker hears it right after the content is shown.
  expect(posted[0]!.at - readyAt!).toBeLessThan(500);
});

test('a page without a controlling worker posts nothing and does not fail', async () => {
  await expect(reportFirstScreenShown(Promise.resolve(), { controller: null })).resolves.toBeUndefined();
  await expect(reportFirstScreenShown(Promise.resolve(), undefined)).resolves.toBeUndefined();
});
