/**
 * The device's storage (DESIGN §2.9): asking the browser to keep our data (`persist`), how much is
 * used (`estimate`), and telling the app when a write failed because the device is full. This
 * module opens no database, so the app can listen for "storage full" from its first load.
 */

/** What the learner reads when the device is out of storage. */
export const STORAGE_FULL_MESSAGE = 'Your device is out of storage. Free some space; nothing you saved was lost.';

/**
 * Whether `error` is the browser's quota error. Dexie wraps it in an AbortError (the transaction
 * aborted) with the QuotaExceededError as `inner`.
 */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, inner } = error as { name?: unknown; inner?: { name?: unknown } | null };
  return name === 'QuotaExceededError' || inner?.name === 'QuotaExceededError';
}

const storageFullListeners = new Set<(error: unknown) => void>();

/** Called whenever a local write failed because the device is full. Returns the unsubscribe function. */
export function onStorageFull(listener: (error: unknown) => void): () => void {
  storageFullListeners.add(listener);
  return () => storageFullListeners.delete(listener);
}

/** Tells the listeners if `error` is a quota error; answers whether it was. */
export function reportIfStorageFull(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  storageFullListeners.forEach((listener) => listener(error));
  return true;
}

/** The parts of `navigator.storage` used here (`persist` exists in windows only). */
export interface StorageApi {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<StorageEstimate>;
}

const browserStorage = (): StorageApi | undefined => (globalThis.navigator as { storage?: StorageApi } | undefined)?.storage;

let persistRequested: Promise<boolean> | null = null;

/**
 * Asks the browser once per page to keep this origin's data under storage pressure. Answers whether
 * it is persisted (false where the API is missing or the browser says no).
 */
export function requestPersistentStorage(storage: StorageApi | undefined = browserStorage()): Promise<boolean> {
  persistRequested ??= (async () => {
    if (typeof storage?.persist !== 'function') return false;
    try {
      if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return persistRequested;
}

/** For tests: forget that persistence was requested. */
export function resetPersistRequest(): void {
  persistRequested = null;
}

/** Bytes used and available to this origin, or `null` where the browser cannot say. */
export async function estimateStorage(
  storage: StorageApi | undefined = browserStorage(),
): Promise<{ usage: number; quota: number } | null> {
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' && quota > 0 ? { usage, quota } : null;
  } catch {
    return null;
  }
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: '512 B', '12.3 MB', '1.2 GB' (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`;
}
