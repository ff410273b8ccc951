/// <reference lib="webworker" />
/**
 * The service worker (injectManifest): precaches the app shell and fonts so a reload with the
 * network off shows the app, serves index.html for app navigations, and activates a new version
 * only when the page says the user accepted the update prompt (never on its own).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Take control of open pages once active: on first install there is no older version to protect,
// and an update only activates after the user accepted the prompt (the page then reloads).
clientsClaim();

/** Paths that are never app navigations: the API, media, and the identity provider (or its emulator proxy). */
const notAppPaths = [/^\/api\//, /^\/media\//, /^\/identitytoolkit\.googleapis\.com/, /^\/securetoken\.googleapis\.com/, /^\/emulator\//];

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: notAppPaths }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
