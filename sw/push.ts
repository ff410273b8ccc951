/// <reference lib="webworker" />
/**
 * Web Push in the service worker (issue 53): a push shows its notification with the product's icon
 * and badge, one per kind on screen (`tag`), content as the server sent it (in the recipient's
 * language, hidden already when the user asked); a click focuses an open window of the app and sends it to the notification's page, or
 * opens the app there: the page renders from local data, offline too, and syncs after.
 */
import type { PushPayload } from '@contract/notifications';
import { pushFallbackFor } from '@contract/push-fallback';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

/** Only paths of this app are opened (a payload never sends the user elsewhere). */
const appPath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/dashboard');

/** A payload as the server sends it (checked without zod, which the worker does not load). */
function isPayload(data: unknown): data is PushPayload {
  const value = data as Partial<Record<keyof PushPayload, unknown>> | null;
  return typeof value === 'object' && value !== null && ['id', 'kind', 'title', 'body', 'url'].every((key) => typeof value[key as keyof PushPayload] === 'string');
}

export function listenForPushes(): void {
  self.addEventListener('push', (event: PushEvent) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    // The server words a push in the recipient's language; one it cannot read, in the browser's.
    const payload: PushPayload = isPayload(data) ? data : { id: 'unknown', kind: 'announcement', ...pushFallbackFor(self.navigator.language), url: '/dashboard' };
    event.waitUntil(self.registration.showNotification(payload.title, {
      body: payload.body, icon: ICON, badge: BADGE, tag: payload.kind, data: { url: appPath(payload.url), id: payload.id },
    }));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = appPath((event.notification.data as { url?: string } | null)?.url ?? '/dashboard');
    event.waitUntil((async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // A refused focus (no user activation left, as for a click dispatched by a test) must not
        // keep the window where it was: it is still sent to the notification's page.
        const focused = await open.focus().catch(() => open);
        await focused.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })());
  });
}
