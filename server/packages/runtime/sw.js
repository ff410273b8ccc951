// The content origin's service worker (issue 51): package files and the player, cache first.
// A package's files never change under its key, so a cached copy is always right.
const CACHE = 'package-files-v1';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/package-content/')) return;
  const key = url.origin + url.pathname;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(key);
      if (url.pathname.startsWith('/package-content/_runtime/')) {
        try {
          const fresh = await fetch(event.request);
          if (fresh.ok) await cache.put(key, fresh.clone());
          return fresh;
        } catch (error) {
          if (cached) return cached;
          throw error;
        }
      }
      return cached || fetch(event.request);
    }),
  );
});
