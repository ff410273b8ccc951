/**
 * The Cache Storage cache of lesson media (DESIGN §2.9): the service worker serves `/media/*` from
 * it first (with range requests, for video), and the courses screens put a course's media into it
 * for 'Download for offline' and delete it again.
 */
export const LESSON_MEDIA_CACHE = 'lesson-media';
