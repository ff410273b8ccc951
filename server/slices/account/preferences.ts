/**
 * `preference.set` (issue 47): the caller's interface language, one row per user, last write wins
 * by the device's `updatedAt` (kept no later than the server's clock, so a device whose clock runs
 * ahead cannot pin its choice against every later one). The language was checked by the intent's
 * schema (contract/profile.ts).
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';

/** Stores the caller's language unless a later choice is already stored. */
export async function setPreference(db: Database, caller: Caller, args: IntentArgs<'preference.set'>): Promise<void> {
  const at = new Date(Math.min(Date.parse(args.updatedAt), Date.now())).toISOString();
  await db.execute(sql`
    insert into user_preferences (user_id, organisation_id, language, updated_at)
    values (${caller.id}, ${caller.organisationId}, ${args.language}, ${at})
    on conflict (user_id) do update set language = excluded.language, updated_at = excluded.updated_at
      where user_preferences.updated_at < excluded.updated_at`);
}
