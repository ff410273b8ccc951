/**
 * The Cache Storage cache of lesson media (DESIGN §2.9): the service worker serves `/media/*` from
 * it first (with range requests, for video), and the courses screens put a course's media into it
 * for 'Download for offline' and delete it again.
 */
export const LESSON_MEDIA_CACHE = 'lesson-media';

/**
 * Puts each of `urls` not cached yet into the lesson media cache, while the device is online (card
 * and question images: the service worker then serves them offline); resolves with how many were added.
 */
export async function keepMediaOffline(urls: ReadonlySet<string>): Promise<number> {
  if (typeof caches === 'undefined' || !navigator.onLine || !urls.size) return 0;
  const cache = await caches.open(LESSON_MEDIA_CACHE);
  let added = 0;
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      await cache.add(url);
      added += 1;
    } catch {
      // Offline again, or the file is gone: the next time the screen shows tries again.
    }
  }
  return added;
}
