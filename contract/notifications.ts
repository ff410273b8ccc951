/**
 * Notifications (issue 53): the in-app centre's rows, this user's push subscriptions (one per
 * device) and their settings (kinds, quiet hours, the flashcards reminder, time zone, lock screen).
 */
import { z } from 'zod';
import { clientDateTime, id, isoDateTime, withSample } from './fields';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KINDS } from './notification-kinds';

export { NOTIFICATION_KINDS, DEFAULT_NOTIFICATION_SETTINGS };
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** A notification text's values: strings and numbers, and the lines of a digest. */
const paramValue = z.union([z.string(), z.number()]);
export const notificationParamsSchema = z.record(z.string(), z.union([paramValue, z.array(z.record(z.string(), paramValue))]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/**
 * One event in the user's notification centre (server-made; `readAt` set by `notification.markRead`).
 * `title` and `body` are the English words; `textKey` and `params` let a device word it in its
 * language (contract/notification-texts; null for an announcement, the admin's own words).
 */
export const notificationRowSchema = z.object({
  id, kind: notificationKindSchema, title: z.string(), body: z.string(), url: z.string(),
  // Optional: rows a device stored before issue 52 have neither (they show their English words).
  textKey: z.string().nullable().optional(), params: notificationParamsSchema.nullable().optional(),
  readAt: isoDateTime.nullable(), createdAt: isoDateTime,
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** The longest push endpoint and key a device may register. */
export const PUSH_ENDPOINT_MAX = 2048;
const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');
/** This device's push subscription (id: a UUID the device keeps). */
export const pushSubscriptionRowSchema = z.object({
  id, endpoint: z.string(), p256dh: z.string(), auth: z.string(), deviceLabel: z.string(), createdAt: isoDateTime,
});

/** `HH:MM` on a 24-hour clock. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
/** An IANA time zone the runtime knows (`Asia/Kolkata`). */
export const timeZoneSchema = z.string().min(1).max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be a known time zone');

/** The user's notification settings (id = the user's id). */
export const notificationSettingsRowSchema = z.object({
  id,
  disabledKinds: z.array(notificationKindSchema),
  quietStart: clockTime.nullable(),
  quietEnd: clockTime.nullable(),
  reminderTime: clockTime,
  timeZone: z.string(),
  hideContent: z.boolean(),
  updatedAt: isoDateTime,
});
export type NotificationSettingsRow = z.infer<typeof notificationSettingsRowSchema>;
/** Settings before the user chose any. */
export const pushSubscriptionSaveArgs = z.strictObject({
  id,
  endpoint: z.string().max(PUSH_ENDPOINT_MAX).regex(/^https?:\/\/\S+$/i, 'must be an https:// address'),
  p256dh: base64url(200),
  auth: base64url(64),
  deviceLabel: z.string().trim().max(80),
  createdAt: clientDateTime,
});
export const pushSubscriptionRemoveArgs = z.strictObject({ id });
export const notificationMarkReadArgs = z.strictObject({ ids: z.array(id).min(1).max(500), readAt: clientDateTime });
export const notificationMarkAllReadArgs = z.strictObject({ upTo: clientDateTime, readAt: clientDateTime });
export const notificationSettingsSetArgs = z.strictObject({
  disabledKinds: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
  quietStart: clockTime.nullable(),
  quietEnd: clockTime.nullable(),
  reminderTime: clockTime,
  timeZone: timeZoneSchema,
  hideContent: z.boolean(),
  updatedAt: clientDateTime,
});

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
const SAMPLE_P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
withSample(pushSubscriptionSaveArgs, () => ({
  id: '6f1f4a52-0b7a-4c39-9a53-5300000000a1', endpoint: 'https://push.example.com/send/sample', p256dh: SAMPLE_P256DH,
  auth: 'tBHItJI5svbpez7KI4CCXg', deviceLabel: 'Phone', createdAt: new Date().toISOString(),
}));
// Another device's subscription, so the saved sample stays for the tests that read every table's rows.
withSample(pushSubscriptionRemoveArgs, () => ({ id: '6f1f4a52-0b7a-4c39-9a53-5300000000a2' }));
withSample(notificationMarkReadArgs, () => ({ ids: ['6f1f4a52-0b7a-4c39-9a53-5300000000b1'], readAt: new Date().toISOString() }));
withSample(notificationMarkAllReadArgs, () => ({ upTo: new Date().toISOString(), readAt: new Date().toISOString() }));
withSample(notificationSettingsSetArgs, () => ({
  disabledKinds: ['batchDigest' as const], quietStart: '22:00', quietEnd: '07:00', reminderTime: '18:30', timeZone: 'Asia/Kolkata',
  hideContent: false, updatedAt: new Date().toISOString(),
}));

/** The notification intents, by name, with their args' schemas (spread into contract/intents.ts). */
export const notificationIntentArgs = {
  'pushSubscription.save': pushSubscriptionSaveArgs,
  'pushSubscription.remove': pushSubscriptionRemoveArgs,
  'notification.markRead': notificationMarkReadArgs,
  'notification.markAllRead': notificationMarkAllReadArgs,
  'notificationSettings.set': notificationSettingsSetArgs,
} as const;

/** `GET /api/push/vapid-public-key`. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives in a push (content empty when the user hides it on the lock screen). */
export const pushPayloadSchema = z.object({
  id, kind: notificationKindSchema, title: z.string(), body: z.string(), url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
