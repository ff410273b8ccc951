/**
 * The notification centre's data (issue 53): the signed-in user's `notifications` (synced, read on
 * one device is read on all), their settings and this device's push subscription, each written here
 * at once and queued as an intent. Nothing is undone on refusal but a setting (the pull brings the
 * server's row back).
 */
import type { NotificationRow, NotificationSettingsRow } from '@contract/notifications';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@contract/notification-kinds';
import { db } from './db';
import { useLiveQuery } from './live-query';
import { declareIntent, intentGroup } from './sync/intents';
import { enqueue } from './sync/outbox';

/** The newest notifications first (at most `limit`). */
export function useNotifications(limit = 100): NotificationRow[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('createdAt').reverse().limit(limit).toArray(), [limit]);
}

/** How many notifications are unread; undefined until the local database answers. */
export function useUnreadCount(): number | undefined {
  return useLiveQuery(() => db.notifications.filter((n) => n.readAt === null).count(), []);
}

/** Marks `ids` read here and on the user's other devices. */
export async function markRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const readAt = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await enqueue('notification.markRead', { ids: chunk, readAt }, {
      tables: [db.notifications],
      applyLocally: () => db.notifications.where('id').anyOf(chunk).modify({ readAt }),
    });
  }
}

/** Marks every notification shown so far read. */
export async function markAllRead(): Promise<void> {
  const readAt = new Date().toISOString();
  const upTo = (await db.notifications.orderBy('createdAt').last())?.createdAt ?? readAt;
  await enqueue('notification.markAllRead', { upTo, readAt }, {
    tables: [db.notifications],
    applyLocally: () => db.notifications.filter((n) => n.readAt === null && n.createdAt <= upTo).modify({ readAt }),
  });
}

export type NotificationSettings = Omit<NotificationSettingsRow, 'id' | 'updatedAt'>;

/** `userId`'s settings as this device knows them (the defaults, in this device's zone, until chosen). */
export function useNotificationSettings(userId: string): NotificationSettings {
  const row = useLiveQuery(() => db.notificationSettings.get(userId), [userId]);
  return row ?? { ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

/** Saves `settings` for `userId` on this device and queues them for the others. */
export async function saveNotificationSettings(userId: string, settings: NotificationSettings): Promise<void> {
  const updatedAt = new Date().toISOString();
  await enqueue('notificationSettings.set', { ...settings, updatedAt }, {
    tables: [db.notificationSettings],
    applyLocally: () => db.notificationSettings.put({ id: userId, ...settings, updatedAt }),
  });
}

/** Records this device's push subscription (`id` kept by the device) and queues it. */
export async function savePushSubscription(args: { id: string; endpoint: string; p256dh: string; auth: string; deviceLabel: string }): Promise<void> {
  const createdAt = new Date().toISOString();
  await enqueue('pushSubscription.save', { ...args, createdAt }, {
    tables: [db.pushSubscriptions],
    applyLocally: () => db.pushSubscriptions.put({ ...args, createdAt }),
  });
}

/** Forgets this device's push subscription here and on the server; resolves to the write's mutation id. */
export function removePushSubscription(id: string): Promise<number> {
  return enqueue('pushSubscription.remove', { id }, { tables: [db.pushSubscriptions], applyLocally: () => db.pushSubscriptions.delete(id) });
}

/** The client's half of the notification intents: a refused setting is replaced by the server's at the next pull. */
export const notificationIntents = intentGroup(
  declareIntent('pushSubscription.save', { tables: () => [db.pushSubscriptions] }),
  declareIntent('pushSubscription.remove', { tables: () => [db.pushSubscriptions] }),
  declareIntent('notification.markRead', { tables: () => [db.notifications] }),
  declareIntent('notification.markAllRead', { tables: () => [db.notifications] }),
  declareIntent('notificationSettings.set', { tables: () => [db.notificationSettings] }),
);
