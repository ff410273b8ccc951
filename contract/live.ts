/**
 * The live pull hint (no zod: the page sync reads it): `GET /api/sync/events?clientId=` is a
 * Server-Sent Events stream that sends a `pull` event, with no data, whenever a push by another
 * device committed rows in the caller's organisation, so the device pulls soon.
 */

/** The stream's path under `/api`. */
export const SYNC_EVENTS_PATH = '/sync/events';

/** The event that says 'something changed, pull now'. */
export const PULL_HINT_EVENT = 'pull';
