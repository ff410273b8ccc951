/**
 * A short-lived cache of read models per database (so test apps on separate databases never share
 * entries). For data that changes rarely and is read on every screen, such as the catalogue;
 * writers in this process call `invalidate`, other processes see changes within the TTL.
 */
import type { Database } from './client';

/** Caches `load()` per key for `ttlMs`. */
export class ReadCache<T> {
  private perDb = new WeakMap<Database, Map<string, { value: Promise<T>; until: number }>>();
  constructor(private readonly ttlMs: number) {}

  /** The cached value of `key`, loading it when missing or stale; a failed load is not kept. */
  get(db: Database, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.perDb.get(db);
    if (!entries) this.perDb.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = load();
    entries.set(key, { value, until: Date.now() + this.ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  }

  /** Drops every entry whose key starts with `prefix`. */
  invalidate(db: Database, prefix: string): void {
    const entries = this.perDb.get(db);
    for (const key of entries?.keys() ?? []) if (key.startsWith(prefix)) entries!.delete(key);
  }
}
