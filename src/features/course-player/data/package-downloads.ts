/**
 * A package lesson's files for offline (issue 51). They live on the content origin (PACKAGE_ORIGIN),
 * whose storage the app cannot write: the app frames that origin's `offline.html` out of sight and
 * asks it, by postMessage, to cache each package (`package:cache`); its service worker then serves
 * them cache first. Without a content origin the packages are served from the app's own origin in a
 * frame with an opaque origin, which no service worker controls: they play online only.
 */
import { readPackageLessonContent } from '@contract/packages';

/** Where a package lesson's files are: the content origin and the package's base path there. */
export interface PackageLocation {
  origin: string;
  /** `/package-content/<key>/` */
  base: string;
  /** The full base URL (kept in the download's marker). */
  url: string;
}

/** The package location of a lesson's content, or null when it is not a package lesson. */
export function packageLocation(content: string | null | undefined): PackageLocation | null {
  const pkg = content ? readPackageLessonContent(content) : null;
  if (!pkg) return null;
  const url = new URL(pkg.contentBase, location.href);
  return { origin: url.origin, base: url.pathname, url: url.href };
}

/** Whether packages at `origin` can be kept offline: only on a content origin of their own. */
export const packagesPlayOffline = (origin: string) => origin !== location.origin;

/** Called as a package's files are cached: `done` of `total` files of the package in hand. */
export type PackageProgress = (done: number, total: number) => void;

/** A package that could not be kept; its message is the offline page's reason (English, from the content origin). */
export class PackageCacheError extends Error {}

interface OfflineAnswer {
  type?: string;
  base?: string;
  ok?: boolean;
  error?: string;
  bytes?: number;
  done?: number;
  total?: number;
}

/** The most the content origin's offline page may take to start (it is a few hundred bytes). */
const READY_LIMIT_MS = 60_000;
/** The most a package may take before its download is given up (a limit for a slow phone, not a wait). */
const PACKAGE_LIMIT_MS = 10 * 60_000;

/**
 * Frames `origin`'s offline page, runs `work` with a function that sends one request and waits for
 * its answer, and removes the frame again.
 */
async function withOfflinePage<T>(origin: string, work: (ask: (message: object, answerType: string, onProgress?: PackageProgress) => Promise<OfflineAnswer>) => Promise<T>): Promise<T> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Package downloads';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = `${origin}/package-content/_runtime/offline.html`;
  const listeners = new Set<(event: MessageEvent<OfflineAnswer>) => void>();
  const onMessage = (event: MessageEvent<OfflineAnswer>) => {
    if (event.origin === origin && event.source === frame.contentWindow) listeners.forEach((listener) => listener(event));
  };
  window.addEventListener('message', onMessage);
  const wait = (accept: (data: OfflineAnswer) => boolean, onData?: (data: OfflineAnswer) => void, limit = PACKAGE_LIMIT_MS) =>
    new Promise<OfflineAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new PackageCacheError('timeout'));
      }, limit);
      const listener = (event: MessageEvent<OfflineAnswer>) => {
        const data = event.data ?? {};
        onData?.(data);
        if (!accept(data)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(data);
      };
      listeners.add(listener);
    });
  try {
    const ready = wait((data) => data.type === 'package:offline-ready', undefined, READY_LIMIT_MS);
    document.body.appendChild(frame);
    await ready;
    return await work((message, answerType, onProgress) => {
      const base = (message as { base: string }).base;
      const answer = wait(
        (data) => data.type === answerType && data.base === base,
        (data) => data.type === 'package:progress' && data.base === base && onProgress?.(data.done ?? 0, data.total ?? 0),
      );
      frame.contentWindow?.postMessage(message, origin);
      return answer;
    });
  } finally {
    window.removeEventListener('message', onMessage);
    frame.remove();
  }
}

/** Caches each package on its content origin, one after the other; resolves to the bytes kept. */
export async function cachePackages(locations: readonly PackageLocation[], onProgress: PackageProgress): Promise<number> {
  let bytes = 0;
  for (const origin of new Set(locations.map((l) => l.origin))) {
    const here = locations.filter((l) => l.origin === origin);
    bytes += await withOfflinePage(origin, async (ask) => {
      let sum = 0;
      for (const { base } of here) {
        const answer = await ask({ type: 'package:cache', base }, 'package:cached', onProgress);
        if (!answer.ok) throw new PackageCacheError(answer.error ?? 'unknown');
        sum += answer.bytes ?? 0;
      }
      return sum;
    });
  }
  return bytes;
}

/** Removes packages from their content origin's cache (best effort: an offline device keeps them until next time). */
export async function uncachePackages(locations: readonly PackageLocation[]): Promise<void> {
  for (const origin of new Set(locations.map((l) => l.origin))) {
    await withOfflinePage(origin, async (ask) => {
      for (const { base } of locations.filter((l) => l.origin === origin)) await ask({ type: 'package:uncache', base }, 'package:uncached');
    });
  }
}

/** The location of a package URL kept in a download's marker. */
export function locationOfUrl(url: string): PackageLocation {
  const parsed = new URL(url);
  return { origin: parsed.origin, base: parsed.pathname, url: parsed.href };
}
