/**
 * Images on quiz questions kept offline, for learners' attempts and staff's results screens (a Moodle
 * question's images are course media), as card images are: while online, each question image not yet in the lesson media cache is fetched into
 * it, and the service worker serves `/media/*` from there first.
 */
import { CARD_IMAGE_SRC } from '@contract/cloze';
import { db } from '@/data/db';
import { keepMediaOffline } from '@/data/media-cache';

/** Caches the images of the device's quiz questions that are not cached yet; resolves with how many were added. */
export async function keepQuestionImagesOffline(): Promise<number> {
  if (typeof caches === 'undefined' || !navigator.onLine) return 0;
  const urls = new Set<string>();
  for (const question of await db.quizQuestions.toArray()) {
    for (const { src } of question.images ?? []) if (CARD_IMAGE_SRC.test(src)) urls.add(src);
  }
  return keepMediaOffline(urls);
}
