/**
 * A returning learner's dashboard, started before the entry's other modules evaluate (imported
 * first by src/main.tsx): the dashboard's local-data parts' code is requested, Dexie opens and the
 * dashboard's rows are read, on IndexedDB's thread and the worker's cache, while the entry evaluates
 * and the router loads; the dashboard then shows the device's content in its first commit
 * (docs/PERFORMANCE.md, "2026-12-04 (morning): the returning learner"). Nothing private is read
 * unless the session the app starts with is signed in (a token and a stored user, as the session
 * machine starts), as a learner, on a device that holds no other user's data.
 */
import { startEarlyReads } from '@/data/early-reads';
import { readDataOwner, readStoredUser, readToken } from '@/data/session-storage';

/** The signed-in learner whose dashboard this load opens, or null (another screen, signed out, staff, another user's data). */
function returningLearner(): string | null {
  if (location.pathname !== '/dashboard' && location.pathname !== '/') return null;
  const stored = readStoredUser();
  if (!readToken() || !stored || stored.permissions !== 'learner') return null;
  const owner = readDataOwner();
  return owner === null || owner === stored.user.uid ? stored.user.uid : null;
}

const uid = returningLearner();
if (uid !== null) {
  startEarlyReads(
    Promise.all([
      import('@/features/courses/data/dashboard').then((m) => m.startDashboardReads(uid)),
      // The parts' code, so their first render finds it (their own reads find Dexie open).
      import('@/features/courses/components/dashboard-courses'),
      import('@/features/practice/components/due-flashcards'),
      import('@/features/quizzes/components/open-quizzes'),
      import('@/features/courses/components/announcements'),
      import('@/features/sync-status/components/sync-status'),
    ]),
  );
}
