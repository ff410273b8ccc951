/**
 * The signed-in user's preferences (issue 47): their interface language, one synced row
 * (`preferences`, id = the user's id) that pull brings to each of their devices. Choosing writes it
 * here at once and queues `preference.set`; the later choice wins, from whichever device.
 */
import type { InterfaceLanguage } from '@contract/profile';
import { db } from './db';
import { useLiveQuery } from './live-query';
import { declareIntent, intentGroup } from './sync/intents';
import { enqueue } from './sync/outbox';

/** The language before any choice. */
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/** Records `language` as `userId`'s choice on this device and queues it for their others. */
export async function setLanguage(userId: string, language: InterfaceLanguage): Promise<void> {
  const updatedAt = new Date().toISOString();
  await enqueue('preference.set', { language, updatedAt }, {
    tables: [db.preferences],
    applyLocally: () => db.preferences.put({ id: userId, language, updatedAt }),
  });
}

/** `userId`'s interface language as this device knows it (the default until one is chosen or pulled). */
export function useLanguage(userId: string): InterfaceLanguage {
  return useLiveQuery(() => db.preferences.get(userId), [userId])?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The client's half of `preference.set`: nothing to undo. The server refuses only a language
 * outside the list, which `enqueue` refuses before queueing, and a choice is never lost to a
 * refusal of another write.
 */
const preferenceSetIntent = declareIntent('preference.set', { tables: () => [db.preferences] });

/** The intents of the preferences, for the app's list (src/app/intents.ts). */
export const preferenceIntents = intentGroup(preferenceSetIntent);

/**
 * The language `userId` chose, as this device knows it: undefined while it loads and when no
 * device of theirs has chosen one yet (then the device's own language stays).
 */
export function useChosenLanguage(userId: string | null): InterfaceLanguage | undefined {
  return useLiveQuery(async () => (userId ? (await db.preferences.get(userId))?.language : undefined), [userId]);
}
