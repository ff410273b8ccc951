/** `notificationSettings.set` (issue 53): the caller's settings, one row per user; the later choice wins (capped at the server's clock). */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingsRow } from '../../../contract/notifications';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

export async function setNotificationSettings(db: Database, caller: Caller, args: IntentArgs<'notificationSettings.set'>): Promise<void> {
  const at = new Date(Math.min(Date.parse(args.updatedAt), Date.now())).toISOString();
  const kinds = sql`${`{${[...new Set(args.disabledKinds)].join(',')}}`}::text[]`;
  await db.execute(sql`
    insert into notification_settings (user_id, organisation_id, disabled_kinds, quiet_start, quiet_end, reminder_time, time_zone, hide_content, updated_at)
    values (${caller.id}, ${caller.organisationId}, ${kinds}, ${args.quietStart}, ${args.quietEnd}, ${args.reminderTime}, ${args.timeZone}, ${args.hideContent}, ${at})
    on conflict (user_id) do update set disabled_kinds = excluded.disabled_kinds, quiet_start = excluded.quiet_start,
      quiet_end = excluded.quiet_end, reminder_time = excluded.reminder_time, time_zone = excluded.time_zone,
      hide_content = excluded.hide_content, updated_at = excluded.updated_at
      where notification_settings.updated_at < excluded.updated_at`);
}

export type UserSettings = Omit<NotificationSettingsRow, 'id' | 'updatedAt'>;

/** Each of `userIds`' settings (the defaults for those who chose none). */
export async function settingsOf(db: Database, userIds: readonly string[]): Promise<Map<string, UserSettings>> {
  const map = new Map<string, UserSettings>(userIds.map((id) => [id, DEFAULT_NOTIFICATION_SETTINGS]));
  if (userIds.length === 0) return map;
  const rows = await selectRows<UserSettings & { userId: string }>(db, sql`
    select user_id as "userId", disabled_kinds as "disabledKinds", quiet_start as "quietStart", quiet_end as "quietEnd",
      reminder_time as "reminderTime", time_zone as "timeZone", hide_content as "hideContent"
    from notification_settings where user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
  for (const { userId, ...settings } of rows) map.set(userId, settings);
  return map;
}
