/**
 * A stand-in for the browser's push service, for Web Push browser tests (issue 53). Chromium here
 * cannot reach Google's push service (FCM), so `PushManager.subscribe` would fail: this init script
 * replaces `subscribe`/`getSubscription` in the page with a subscription pointing at a loopback
 * address that nothing answers. Everything else stays real (the permission prompt, the service
 * worker, its push and click handlers). The subscription lives in localStorage, as the browser's
 * outlives a reload, and `unsubscribe` forgets it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

export const FAKE_PUSH_ENDPOINT = 'http://127.0.0.1:9/push-e2e/device';

/** The page's side: runs before the app's scripts, in every page of the context. */
function installFake({ endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string }): void {
  const KEY = 'e2e-fake-push-subscription';
  const buffer = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
  const subscription = () => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: string) => buffer(name === 'p256dh' ? p256dh : auth),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: () => {
      localStorage.removeItem(KEY);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function () {
    localStorage.setItem(KEY, endpoint);
    return Promise.resolve(subscription() as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(localStorage.getItem(KEY) ? (subscription() as unknown as PushSubscription) : null);
  };
  // Counts the permission prompts, so a test can tell when the app asked (never on first load).
  // Kept in localStorage: the count spans page loads (the first load after sign-in included).
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    localStorage.setItem('e2e-permission-asks', String(Number(localStorage.getItem('e2e-permission-asks') ?? 0) + 1));
    return request(...args);
  };
}

/** Installs the fake push service in `context`, with real P-256 and auth keys (as a browser's would be). */
export async function fakePushService(context: BrowserContext): Promise<void> {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  await context.addInitScript(installFake, { endpoint: FAKE_PUSH_ENDPOINT, p256dh: point.toString('base64'), auth: randomBytes(16).toString('base64') });
}

/** How many times the app asked for the notification permission in this context so far. */
export const permissionAsks = (page: Page) => page.evaluate(() => Number(localStorage.getItem('e2e-permission-asks') ?? 0));
