/**
 * Fan-out of "today's AI chat document changed" to the SSE streams of this process. One process
 * only: several servers on one PostgreSQL would relay this through LISTEN/NOTIFY (not built yet).
 */

/** The key of one day document: `aiChatMessages/USER_ID_{id}/{day}/UserMessages` within an organisation. */
export interface DayKey {
  organisationId: string;
  userId: string;
  day: string;
}

/** Publish and subscribe per day document. */
export interface DayHub {
  publish(key: DayKey): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(key: DayKey, listener: () => void): () => void;
}

const keyOf = (k: DayKey) => `${k.organisationId}\u0000${k.userId}\u0000${k.day}`;

/** A new in-memory hub. */
export function createDayHub(): DayHub {
  const listeners = new Map<string, Set<() => void>>();
  return {
    publish(key) {
      for (const listener of listeners.get(keyOf(key)) ?? []) listener();
    },
    subscribe(key, listener) {
      const k = keyOf(key);
      const set = listeners.get(k) ?? new Set();
      set.add(listener);
      listeners.set(k, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(k);
      };
    },
  };
}
