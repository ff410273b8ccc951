/// <reference lib="webworker" />
/**
 * The service worker (injectManifest): precaches the app shell and fonts so a reload with the
 * network off shows the app, serves index.html for app navigations (for /dashboard with the
 * learner's last dashboard in it: dashboard-navigation.ts), serves lesson media cache-first
 * (with range requests), drains the outbox with the page's own sync code at start-up and on
 * Background Sync, and activates a new version only when the page says the user accepted the
 * update prompt (never on its own). `/api/` answers are never cached. Web Push: push.ts.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LESSON_MEDIA_CACHE } from '@/data/media-cache';
import { organisationId } from '@/data/settings';
import { navigationWithSnapshot } from './dashboard-navigation';
import { createWorkerSync, drainTrigger, readMirroredToken } from './outbox-sync';
import { listenForPushes } from './push';

export { LESSON_MEDIA_CACHE };

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The Background Sync event (Chromium); not in TypeScript's worker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Take control of open pages once active: on first install there is no older version to protect,
// and an update only activates after the user accepted the prompt (the page then reloads).
clientsClaim();

/** Paths that are never app navigations: the API, media, SCORM/H5P package content (issue 51), and the identity provider (or its emulator proxy). */
const notAppPaths = [/^\/api\//, /^\/media\//, /^\/package-content\//, /^\/identitytoolkit\.googleapis\.com/, /^\/securetoken\.googleapis\.com/, /^\/emulator\//];

// App navigations get the shell; a returning learner's /dashboard, the shell with their last dashboard in it.
registerRoute(new NavigationRoute(navigationWithSnapshot(createHandlerBoundToURL('index.html'), readMirroredToken), { denylist: notAppPaths }));

// Lesson media: from the cache when there (a whole 200 answer, cut to the asked range for video),
// else from the network. Only complete 200 answers are kept; 206 partial answers never are.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: LESSON_MEDIA_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// WebAssembly (sql.js, for reading Anki packages) is not precached, it is large and few use it: once
// fetched it is kept (hash-named, never changes), so a learner can read their Anki file offline later.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
  new CacheFirst({ cacheName: 'app-wasm', plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

const outbox = createWorkerSync({ organisationId: organisationId() });
listenForPushes();

// Start-up drains. Not held in activate's waitUntil: that would hold back every fetch until the
// network answered. After a restart (no activate), a navigation starts it with its pull's apply
// held until the page's first screen is shown (its message, or its first API request): the
// catch-up travels while the page boots, and is applied after the device's content is on screen.
self.addEventListener('activate', () => void outbox.startOnce());
self.addEventListener('fetch', (event: FetchEvent) => {
  const trigger = drainTrigger(event.request, self.location.origin);
  if (!trigger) return;
  if (trigger === 'apply') outbox.releaseApply();
  const started = outbox.startOnce({ holdApply: trigger === 'hold' });
  if (started) event.waitUntil(started);
});

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === 'outbox') event.waitUntil(outbox.handleSync(event.tag));
}) as EventListener);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Any message from a page (FIRST_SCREEN_SHOWN, src/app/first-screen-shown.ts) lets a held catch-up apply.
  outbox.releaseApply();
  const started = outbox.startOnce();
  if (started) event.waitUntil(started);
});
