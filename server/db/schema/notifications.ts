/**
 * Notifications (issue 53, migration 0025): the in-app centre's rows, push subscriptions (one per
 * device), each user's settings (all three synced to the user's own devices) and the server-only
 * delivery queue (`push_deliveries`: one row per notification and subscription, never sent twice).
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** Its text's key in contract/notification-texts (issue 52, migration 0030): words it in the reader's language. */
    textKey: text('text_key'),
    /** The values the text's placeholders take (the authored parts: a quiz title, a name). */
    params: jsonb('params'),
    /** What the notification is about (a conversation, a room, a quiz), for the sender's checks. */
    ref: text('ref'),
    /** Makes a scheduled notification once per user (`deadline:<quiz>:24h`, `flashcards:<day>`). */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    index('notifications_org_sync_idx').on(t.organisationId, t.syncVersion),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [
    index('push_subscriptions_org_sync_idx').on(t.organisationId, t.syncVersion),
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    disabledKinds: text('disabled_kinds').array().notNull().default(sql`'{}'::text[]`),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    reminderTime: text('reminder_time').notNull(),
    timeZone: text('time_zone').notNull(),
    hideContent: boolean('hide_content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [index('notification_settings_org_sync_idx').on(t.organisationId, t.syncVersion)],
);

/** The push queue: `pending` → `sending` (claimed until `claimed_until`) → `sent`/`failed`/`skipped`. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: organisationId(),
    notificationId: text('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_deliveries_notification_subscription_key').on(t.notificationId, t.subscriptionId),
    index('push_deliveries_due_idx').on(t.status, t.nextTryAt),
  ],
);
