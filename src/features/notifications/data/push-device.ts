/**
 * This device's Web Push subscription (issue 53). Permission is asked only when the user turns
 * notifications on; the subscription is kept as one `pushSubscriptions` row under an id this device
 * keeps in localStorage. Logging out unsubscribes the browser and sends the row's removal before the
 * session ends (offline, the push service's 410 to the next push makes the server remove the row).
 */
import { apiRequest } from '@/data/api-client';
import { removePushSubscription, savePushSubscription } from '@/data/notifications';
import { isPending } from '@/data/sync/outbox';
import { i18n } from '@/i18n/i18n';
import { notificationsNs } from '../messages/en';

const DEVICE_KEY = 'push-device-id';

/** Whether this browser can receive Web Push at all (iOS: only an installed app, 16.4+). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const toBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toBase64url = (buffer: ArrayBuffer | null) => btoa(String.fromCharCode(...new Uint8Array(buffer ?? new ArrayBuffer(0)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function deviceLabel(): string {
  const ua = navigator.userAgent;
  const platform = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac/.test(ua) ? 'Mac' : 'This device';
  return `${platform} browser`;
}

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/** Asks for permission (now, not before), subscribes this device and records it; resolves to a reason when it could not. */
export async function turnOnPush(): Promise<string | null> {
  const t = i18n.getFixedT(null, notificationsNs);
  if (!pushSupported()) return t('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return t('blocked');
  const { publicKey } = await apiRequest<{ publicKey: string }>('/push/vapid-public-key');
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await registration.pushManager.getSubscription())
    ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) });
  const id = localStorage.getItem(DEVICE_KEY) ?? crypto.randomUUID();
  localStorage.setItem(DEVICE_KEY, id);
  await savePushSubscription({
    id, endpoint: subscription.endpoint, p256dh: toBase64url(subscription.getKey('p256dh')), auth: toBase64url(subscription.getKey('auth')), deviceLabel: deviceLabel(),
  });
  return null;
}

/** Unsubscribes this browser and forgets its row (turning off, or logging out); resolves to the removal's mutation id, if one was queued. */
export async function turnOffPush(): Promise<number | undefined> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  const id = localStorage.getItem(DEVICE_KEY);
  localStorage.removeItem(DEVICE_KEY);
  return id ? removePushSubscription(id).catch(() => undefined) : undefined;
}

/** How long logging out waits, at most, for the server to acknowledge the row's removal. */
export const LOGOUT_PUSH_WAIT_MS = 5_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Logging out: turns push off and waits (briefly) until the row's removal reached the server, since
 * the session's end takes the token and clears the outbox, which would drop the queued removal.
 * Offline, or past the limit, the row stays until a push to it is answered 410 and the server drops it.
 */
export async function turnOffPushBeforeLogout(limitMs = LOGOUT_PUSH_WAIT_MS): Promise<void> {
  // Push never turned on here: no row to remove, so logging out does not wait (a stray browser
  // subscription is dropped in the background).
  if (!localStorage.getItem(DEVICE_KEY)) {
    void turnOffPush().catch(() => undefined);
    return;
  }
  const deadline = Date.now() + limitMs;
  const removed = (async () => {
    const mutationId = await turnOffPush();
    while (mutationId !== undefined && navigator.onLine && Date.now() < deadline && (await isPending(mutationId))) await pause(100);
  })();
  // `serviceWorker.ready` never settles without a worker: the limit holds for the whole of it.
  await Promise.race([removed.catch(() => undefined), pause(limitMs)]);
}
