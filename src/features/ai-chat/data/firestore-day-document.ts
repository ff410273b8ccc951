/**
 * Today's day document from Firebase Firestore, for deployments that configure it
 * (`VITE_FIRESTORE_PROJECT_ID`): `aiChatMessages/USER_ID_{id}/{day}/UserMessages`, a `messages`
 * array. Imported only by `live-source.ts` through `import()`, so Firestore (137 KB gz) never
 * enters a first load.
 */
import { getApps, initializeApp } from 'firebase/app';
import { doc, getFirestore, onSnapshot } from 'firebase/firestore';
import { aiChatMessagesResponseSchema, type AiChatMessage } from '@contract/api';

/** The Firebase project the document lives in. */
export interface FirestoreSettings {
  projectId: string;
  apiKey: string;
}

/** The document path of SPEC §7 as Firestore segments. */
export function dayDocumentPath(userId: string, day: string): [string, ...string[]] {
  return ['aiChatMessages', `USER_ID_${userId}`, day, 'UserMessages'];
}

/** Subscribes to the day document; answers the stop function. */
export function subscribeFirestoreDayDocument(
  settings: FirestoreSettings,
  userId: string,
  day: string,
  onMessages: (messages: AiChatMessage[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const app = getApps().find((a) => a.options.projectId === settings.projectId) ?? initializeApp(settings, 'ai-chat-firestore');
  const [collection, ...rest] = dayDocumentPath(userId, day);
  return onSnapshot(
    doc(getFirestore(app), collection, ...rest),
    (snapshot) => {
      const data: unknown = snapshot.data();
      const messages = data && typeof data === 'object' && 'messages' in data ? data.messages : [];
      const parsed = aiChatMessagesResponseSchema.safeParse(messages);
      if (parsed.success) onMessages(parsed.data);
      else onError(parsed.error);
    },
    onError,
  );
}
