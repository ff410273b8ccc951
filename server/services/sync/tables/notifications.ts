/** The caller's own `notifications`, `pushSubscriptions` and `notificationSettings` (issue 53). */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { changedRows, iso, type TableReader } from './table';

export const notificationsReader: TableReader = {
  name: 'notifications',
  put: (db, ctx) => selectRows(db, sql`
    select n.id, n.kind, n.title, n.body, n.url, n.text_key as "textKey", n.params, ${iso(sql`n.read_at`)} as "readAt", ${iso(sql`n.created_at`)} as "createdAt"
    from notifications n
    where ${ctx.inScope({ organisation: sql`n.organisation_id`, user: sql`n.user_id` })} and n.sync_version > ${ctx.since}`),
  changed: changedRows('notifications', 'own'),
};

export const pushSubscriptionsReader: TableReader = {
  name: 'pushSubscriptions',
  put: (db, ctx) => selectRows(db, sql`
    select s.id, s.endpoint, s.p256dh, s.auth, s.device_label as "deviceLabel", ${iso(sql`s.created_at`)} as "createdAt"
    from push_subscriptions s
    where ${ctx.inScope({ organisation: sql`s.organisation_id`, user: sql`s.user_id` })} and s.sync_version > ${ctx.since}`),
  changed: changedRows('push_subscriptions', 'own'),
};

export const notificationSettingsReader: TableReader = {
  name: 'notificationSettings',
  put: (db, ctx) => selectRows(db, sql`
    select s.user_id as id, s.disabled_kinds as "disabledKinds", s.quiet_start as "quietStart", s.quiet_end as "quietEnd",
      s.reminder_time as "reminderTime", s.time_zone as "timeZone", s.hide_content as "hideContent", ${iso(sql`s.updated_at`)} as "updatedAt"
    from notification_settings s
    where ${ctx.inScope({ organisation: sql`s.organisation_id`, user: sql`s.user_id` })} and s.sync_version > ${ctx.since}`),
  changed: changedRows('notification_settings', 'own'),
};

/** The notification area's readers, by table name (spread into `pullReaders`). */
export const notificationReaders = {
  notifications: notificationsReader,
  pushSubscriptions: pushSubscriptionsReader,
  notificationSettings: notificationSettingsReader,
} as const satisfies Record<string, TableReader>;
