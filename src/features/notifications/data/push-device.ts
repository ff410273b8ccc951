/**
 * This device's Web Push subscription (issue 53). Permission is asked only when the user turns
 * notifications on; the subscription is kept as one `pushSubscriptions` row under an id this device
 * keeps in localStorage. Logging out unsubscribes the browser (the push service then answers 410 and
 * the server removes the row) and queues the row's removal.
 */
import { apiRequest } from '@/data/api-client';
import { removePushSubscription, savePushSubscription } from '@/data/notifications';

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
  if (!pushSupported()) return 'This browser cannot receive notifications. On iPhone and iPad, add the app to the Home Screen first (iOS 16.4 or later).';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'Notifications are blocked for this site. Allow them in the browser settings, then try again.';
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

/** Unsubscribes this browser and forgets its row (turning off, or logging out). */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  const id = localStorage.getItem(DEVICE_KEY);
  localStorage.removeItem(DEVICE_KEY);
  if (id) await removePushSubscription(id).catch(() => undefined);
}
