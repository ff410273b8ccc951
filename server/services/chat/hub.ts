/**
 * In-process pub/sub of chat writes, keyed by organisation. A publish only wakes the organisation's
 * streams; each stream then reads from the database what its own caller may see, so a wake-up
 * carries no data and cannot leak it. (Several processes would relay it through LISTEN/NOTIFY.)
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

/** Calls `listener` after each chat write in `organisationId`; returns the unsubscribe function. */
export function subscribeChat(organisationId: string, listener: Listener): () => void {
  let set = listeners.get(organisationId);
  if (!set) listeners.set(organisationId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(organisationId);
  };
}

/** Wakes the streams of `organisationId`; call after the write has committed. */
export function publishChat(organisationId: string): void {
  listeners.get(organisationId)?.forEach((listener) => listener());
}

/** How many streams of `organisationId` are open (tests and logs). */
export function chatSubscribers(organisationId: string): number {
  return listeners.get(organisationId)?.size ?? 0;
}
