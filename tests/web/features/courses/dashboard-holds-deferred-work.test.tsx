// A returning learner's /dashboard (issue 55 item 3): on the app's first screen, the deferred work
// (`afterPaint`: the session check, the first sync and its apply) starts only once the dashboard's
// device content is on screen, so the catch-up does not compete with it.
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { clearLocalUserData } from '@/data/local-data';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { afterPaint, DEFER_AFTER_PAINT_MS, HOLD_AFTER_PAINT_MAX_MS, holdDeferredWork, markPainted } from '@/ui/after-paint';
import { storeSession } from '../../support/session';
import { renderInApp } from './render';
import { slowPart } from './slow-part';

/** A part of the dashboard whose data takes longer than the deferred work's usual second. */
const SLOW_MS = DEFER_AFTER_PAINT_MS + 600;
const slow = slowPart(SLOW_MS);

test("the deferred work waits until the first screen's dashboard content is on screen", async () => {
  await clearLocalUserData();
  storeSession('learner');
  renderInApp(<DashboardScreen waiting={<slow.SlowPart />} />);
  slow.markStart();
  let deferredAt: number | undefined;
  void afterPaint().then(() => (deferredAt = slow.sinceStart()));
  markPainted();
  // Role queries skip the hidden group: the parts are on screen.
  await screen.findByRole('region', { name: 'What waits for you' }, { timeout: 5000 });
  await afterPaint();
  expect(slow.readyAt()).toBeGreaterThanOrEqual(SLOW_MS - 50);
  expect(deferredAt).toBeGreaterThanOrEqual(slow.readyAt()!);
});

test('a screen opened after the first paint does not hold the deferred work back', async () => {
  // The first test's paint is behind us: a hold asked now (a dashboard opened later) is ignored.
  holdDeferredWork(new Promise<never>(() => {}));
  const asked = performance.now();
  await afterPaint();
  expect(performance.now() - asked).toBeLessThan(HOLD_AFTER_PAINT_MAX_MS - 500);
});
