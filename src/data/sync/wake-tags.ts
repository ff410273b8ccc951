/** The Background Sync tag under which the page asks the service worker to drain the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox';
