/**
 * A short-lived memory of resolved callers per (Firebase uid, organisation), so a burst of
 * requests does not look the membership up every time. A role change shows within `ttlMs`.
 */
import type { Caller } from './caller';

const MAX_ENTRIES = 10_000;

/** Every cache of this process, so a role change or removal can be forgotten by all of them at once. */
const allCaches = new Set<WeakRef<CallerCache>>();

/** Forgets a member in every cache of this process: their next request reads their role (or removal) again. */
export function forgetMemberEverywhere(member: Pick<Caller, 'uid' | 'organisationId'>): void {
  for (const ref of allCaches) {
    const cache = ref.deref();
    if (cache) cache.forget(member);
    else allCaches.delete(ref);
  }
}

/** Positive membership answers, kept `ttlMs`. */
export class CallerCache {
  private entries = new Map<string, { caller: Caller; until: number }>();
  constructor(private readonly ttlMs: number) {
    allCaches.add(new WeakRef(this));
  }

  /** The cached caller, if still fresh. */
  get(uid: string, organisationId: string, now = Date.now()): Caller | undefined {
    const key = `${organisationId}\u0000${uid}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.caller;
    this.entries.delete(key);
    return undefined;
  }

  /** Forgets a caller, so their next request reads them again (after they changed their own row). */
  forget(caller: Pick<Caller, 'uid' | 'organisationId'>): void {
    this.entries.delete(`${caller.organisationId}\u0000${caller.uid}`);
  }

  /** Remembers a caller. */
  set(caller: Caller, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(`${caller.organisationId}\u0000${caller.uid}`, { caller, until: now + this.ttlMs });
  }
}
