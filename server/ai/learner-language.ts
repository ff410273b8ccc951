/** The learner's interface language for the tutor (issue 52): their synced `preferences` row, English when none. */
import { sql } from 'drizzle-orm';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../contract/languages';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

/** `userId`'s chosen language, or English. */
export async function learnerLanguage(db: Database, userId: string): Promise<InterfaceLanguage> {
  const [row] = await selectRows<{ language: string }>(db, sql`select language from user_preferences where user_id = ${userId}`);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(row?.language ?? '') ? (row!.language as InterfaceLanguage) : 'en';
}
