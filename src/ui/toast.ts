/**
 * Toasts without paying for them up front: `showToast` loads Mantine's notifications on first use
 * and asks the app to mount the toast container (which then shows what was queued).
 */
import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (SPEC §9: 5000 ms unless `autoClose` says otherwise). */
export function showToast(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then((m) => m.notifications.show(data));
}

/** Whether any toast was asked for yet (the container mounts from then on). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
