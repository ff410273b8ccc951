/**
 * The server's 'something changed, pull now' hint (contract/live.ts) for the page sync: an event
 * stream that calls `onHint` when another device's push committed rows in this organisation, and
 * after a reconnect (hints may have been missed meanwhile). The first connection says nothing: the
 * page sync has just pulled anyway.
 */
import { PULL_HINT_EVENT, SYNC_EVENTS_PATH } from '@contract/live';
import { openEventStream, type EventStream } from '../event-stream';
import { getClientId } from './sync-state';

/** Subscribes to pull hints; answers the stop function. */
export type PullHintSource = (onHint: () => void) => () => void;

/** Listens to `GET /api/sync/events` as this device (its own pushes send it no hint). */
export const listenForPullHints: PullHintSource = (onHint) => {
  let stream: EventStream | undefined;
  let stopped = false;
  let connections = 0;
  void getClientId().then((clientId) => {
    if (stopped) return;
    stream = openEventStream(`${SYNC_EVENTS_PATH}?clientId=${encodeURIComponent(clientId)}`, {
      onEvent: (event) => {
        if (event.event === PULL_HINT_EVENT) onHint();
      },
      onConnection: (open) => {
        if (open && ++connections > 1) onHint();
      },
    });
  });
  return () => {
    stopped = true;
    stream?.close();
  };
};
