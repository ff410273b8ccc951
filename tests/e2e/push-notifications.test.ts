// Web Push in real Chromium (issue 53): turning notifications on in /profile-pages asks for the
// permission only then and subscribes the device (the server holds its row); a push delivered to the
// real service worker through the DevTools protocol shows the notification; a click on it, offline,
// opens the graded result from local data; logging out unsubscribes and the server's row goes.
// The push service itself is faked (support/fake-push-manager.ts: FCM is out of reach here).
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page, Worker } from 'playwright-core';
import type { PullResponse } from '../../contract/sync';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { firstSyncDone, offlineReady, setOffline, signIn } from './support/browser';
import { apiGet } from './support/server-api';
import { FAKE_PUSH_ENDPOINT, fakePushService, permissionAsks } from './support/fake-push-manager';
import { step } from './support/step';

const suite = productSuite();
let page: Page | undefined;

// The demo learner's seeded graded attempt (as in quiz-results.test.ts).
const ATTEMPT = '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11';
const PAYLOAD = { id: randomUUID(), kind: 'graded', title: 'Quiz graded: Formulas and references', body: 'You scored 67% and passed.', url: `/quiz-result?attempt=${ATTEMPT}` };

/** The learner's push subscription rows as the server holds them (a fresh device's pull). */
const serverSubscriptions = async () =>
  ((await apiGet<PullResponse>(suite.product.baseUrl, 'learner', `/sync/pull?clientId=${randomUUID()}`)).changes.pushSubscriptions?.put ?? []) as { id: string; endpoint: string }[];

/** What the service worker's registration shows now. */
const shownNotifications = (p: Page) =>
  p.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, badge, data }) => ({ title, body, tag, icon, badge, data: data as unknown }));
  });

/** This page's subscription as the app sees it (through the fake push service's getSubscription). */
const subscriptionEndpoint = (p: Page) => p.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null);

/**
 * Clicks the shown notification. Headless Chromium cannot click a system notification, so the
 * worker dispatches a `notificationclick` for it on itself, which runs the real handler (sw/push.ts).
 * Such an event is not trusted: its `waitUntil` throws and `clients.focus()` is refused (no user
 * gesture), so this tests the handler's navigation of the open window, not the focus.
 */
const clickNotification = (worker: Worker, tag: string) =>
  worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification with tag ${wanted} is shown`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);

test('turn on asks then subscribes; a push shows; its click opens the result offline; logout unsubscribes', async () => {
  screenshotOnFailure(() => page, 'push-notifications');
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['notifications'], { origin: suite.product.baseUrl });
  await fakePushService(context);
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, 'learner');
  await offlineReady(p);
  await firstSyncDone(p);

  await step('first load asks nothing; Turn on asks once and the server holds the subscription', async () => {
    expect(await permissionAsks(p)).toBe(0);
    await p.goto(`${suite.product.baseUrl}/profile-pages`);
    const turnOn = p.getByRole('button', { name: 'Turn on notifications on this device' });
    await turnOn.waitFor({ timeout: 30_000 });
    await expect.poll(() => turnOn.isEnabled()).toBe(true);
    expect(await permissionAsks(p)).toBe(0);
    await turnOn.click();
    await p.getByText('This device receives push notifications.').waitFor({ timeout: 30_000 });
    await p.getByRole('button', { name: 'Turn off notifications on this device' }).waitFor();
    expect(await permissionAsks(p)).toBe(1);
    expect(await subscriptionEndpoint(p)).toBe(FAKE_PUSH_ENDPOINT);
    await expect.poll(serverSubscriptions, { timeout: 30_000, interval: 500 }).toEqual([expect.objectContaining({ endpoint: FAKE_PUSH_ENDPOINT })]);
  });

  await step('a push delivered to the service worker shows its notification', async () => {
    const cdp = await context.newCDPSession(p);
    const registrations = new Promise<{ registrationId: string; scopeURL: string; isDeleted: boolean }[]>((resolve) =>
      cdp.once('ServiceWorker.workerRegistrationUpdated', ({ registrations: r }) => resolve(r)));
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((r) => !r.isDeleted && r.scopeURL.startsWith(suite.product.baseUrl));
    expect(registration).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.product.baseUrl, registrationId: registration!.registrationId, data: JSON.stringify(PAYLOAD) });
    await expect.poll(() => shownNotifications(p), { timeout: 15_000 }).toEqual([{
      title: PAYLOAD.title, body: PAYLOAD.body, tag: 'graded', icon: `${suite.product.baseUrl}/icons/icon-192.png`, badge: `${suite.product.baseUrl}/icons/icon-192.png`,
      data: { url: PAYLOAD.url, id: PAYLOAD.id },
    }]);
    await cdp.detach();
  });

  await step('offline, a click on it opens the graded result from local data', async () => {
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(suite.product.baseUrl)) ?? (await context.waitForEvent('serviceworker'));
    await setOffline(context, true);
    await clickNotification(worker, 'graded');
    await p.waitForURL(`**/quiz-result?attempt=${ATTEMPT}`, { timeout: 30_000 });
    await p.getByText('Score: 2 of 3 (67%)').waitFor({ timeout: 30_000 });
    expect(await shownNotifications(p)).toEqual([]);
    await setOffline(context, false);
  });

  await step('Log out unsubscribes the browser and the server forgets the device', async () => {
    await p.getByRole('button', { name: 'Log Out' }).first().click();
    await p.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL('**/login');
    await expect.poll(() => subscriptionEndpoint(p)).toBeNull();
    await expect.poll(serverSubscriptions, { timeout: 30_000, interval: 500 }).toEqual([]);
  });
  await context.close();
}, 240_000);
