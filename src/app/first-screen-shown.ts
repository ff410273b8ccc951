/**
 * Tells the service worker that the first screen is on screen: a catch-up pull it started with the
 * navigation (sw/outbox-sync.ts `drainTrigger`) travelled while the page booted and is applied now,
 * after the device's content, not while the page read it (issue 55 item 3).
 */
import { firstScreenShown } from '@/ui/after-paint';

/** The message the worker takes as the page's word (any message lets a held apply go). */
export const FIRST_SCREEN_SHOWN = 'FIRST_SCREEN_SHOWN';

/** Posts {@link FIRST_SCREEN_SHOWN} to the controlling worker once `shown` resolves; nothing without a worker. */
export function reportFirstScreenShown(shown: Promise<void> = firstScreenShown(), container: Pick<ServiceWorkerContainer, 'controller'> | undefined = navigator.serviceWorker): Promise<void> {
  return shown.then(() => container?.controller?.postMessage({ type: FIRST_SCREEN_SHOWN }));
}
