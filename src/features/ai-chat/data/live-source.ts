/**
 * Which live source delivers today's day document: Firestore when the deployment configures it
 * (`VITE_FIRESTORE_PROJECT_ID`; loaded with `import()` on first use), else the server's SSE stream.
 */
import type { AiChatMessage } from '@contract/api';
import { optionalSetting } from '@/data/settings';
import { subscribeSseDayDocument } from './sse-day-document';

/** The Firestore project of this build, if any. */
export function firestoreProjectId(): string | undefined {
  return optionalSetting('VITE_FIRESTORE_PROJECT_ID');
}

/** Subscribes to `userId`'s day document `day`; answers the stop function. */
export function subscribeDayDocument(
  userId: string,
  day: string,
  onMessages: (messages: AiChatMessage[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const projectId = firestoreProjectId();
  if (!projectId) return subscribeSseDayDocument(day, onMessages, onError);
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./firestore-day-document')
    .then(({ subscribeFirestoreDayDocument }) => {
      const apiKey = optionalSetting('VITE_FIREBASE_API_KEY') ?? '';
      if (!stopped) stop = subscribeFirestoreDayDocument({ projectId, apiKey }, userId, day, onMessages, onError);
    })
    .catch(onError);
  return () => {
    stopped = true;
    stop?.();
  };
}
