/**
 * Images on flashcards kept for offline study (an imported Anki deck's images are course media): while
 * the device is online, every card image not yet in the lesson media cache is fetched into it, and the
 * service worker serves `/media/*` from that cache first, so a card first shown offline still has its
 * image.
 */
import { CARD_IMAGE_SRC } from '@contract/cloze';
import { db } from '@/data/db';
import { keepMediaOffline } from '@/data/media-cache';

const IMG_SRC = /<img\b[^>]*?\bsrc="([^"]+)"/g;

/** Caches the images of the device's cards that are not cached yet; resolves with how many were added. */
export async function keepCardImagesOffline(): Promise<number> {
  if (typeof caches === 'undefined' || !navigator.onLine) return 0;
  const urls = new Set<string>();
  for (const card of await db.cards.toArray()) {
    for (const [, src] of `${card.front}${card.back}`.matchAll(IMG_SRC)) if (src && CARD_IMAGE_SRC.test(src)) urls.add(src);
  }
  return keepMediaOffline(urls);
}
