/**
 * The local database's schema history as Dexie needs it (src/data/db.ts holds the history itself):
 * merging written and declared versions, the stores a history adds up to, and declaring it on a
 * database in as few `stores()` calls as the upgrades allow.
 */
import type Dexie from 'dexie';
import type { DexieUpgrade } from './db-upgrades';

/** One schema version: its number, the stores it added or changed, and its upgrade if it has one. */
export type DexieVersion = readonly [number, Readonly<Record<string, string>>, DexieUpgrade?];

/** `written` and `declared` as one history, by version number (stores of one number merged, the written upgrade kept). */
export function mergeVersions(written: readonly DexieVersion[], declared: readonly DexieVersion[]): DexieVersion[] {
  const byNumber = new Map<number, DexieVersion>();
  for (const [version, stores, upgrade] of [...written, ...declared]) {
    const known = byNumber.get(version);
    const merged = { ...known?.[1], ...stores };
    const kept = upgrade ?? known?.[2];
    byNumber.set(version, kept ? [version, merged, kept] : [version, merged]);
  }
  return [...byNumber.values()].sort(([a], [b]) => a - b);
}

/** The stores `versions` add up to, later entries winning: what a device at the last of them has. */
export function historyStores(versions: readonly DexieVersion[]): Record<string, string> {
  return Object.assign({}, ...versions.map(([, stores]) => stores));
}

/**
 * Declares `versions` on `target` as Dexie needs them: a version without an upgrade is folded into
 * the next one that has one (or the newest), which is declared with every store up to it, later
 * entries winning; the newest with `latest` on top (the declarations' stores, which
 * tests/web/data/table-agreement.test.ts checks the history adds up to). The result is the same as
 * declaring each version (Dexie upgrades from the stores a device actually has, creating, changing
 * and deleting tables to match, then runs the upgrades of the versions above the device's), but it
 * is cheaper at every start: each `stores()` call parses every version declared so far, so 9
 * versions took 45 parses (3–20 ms on the bench machine, 4 times that on a slow phone, in one task
 * after the first paint); these 3 take 6.
 */
export function declareVersions(target: Dexie, versions: readonly DexieVersion[], latest: Readonly<Record<string, string>> = {}): void {
  let stores: Record<string, string> = {};
  versions.forEach(([version, added, upgrade], index) => {
    stores = { ...stores, ...added };
    const newest = index === versions.length - 1;
    if (!upgrade && !newest) return;
    const declared = target.version(version).stores(newest ? { ...stores, ...latest } : stores);
    if (upgrade) declared.upgrade(upgrade);
  });
}
