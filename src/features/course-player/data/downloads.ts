/**
 * 'Download for offline' (DESIGN §2.9): a course's lesson media is put, whole (200), into the
 * lesson media cache that the service worker serves `/media/*` from (range requests included).
 * Beside the media, the same cache holds one small marker per downloaded course
 * (`/offline-downloads/{course}`: its title, media URLs and size), so the state survives reloads
 * and is read from the cache alone. Courses may share a file: removing one course's download keeps
 * the files another downloaded course still needs. Downloading a course again (after its media
 * changed) replaces its marker and drops the old files no downloaded course lists any more.
 */
import { isQuotaError } from '@/data/device-storage';
import { LESSON_MEDIA_CACHE } from '@/data/media-cache';
import { i18n } from '@/i18n/i18n';
import { coursePlayerNs } from '../messages/en';
import { cachePackages, locationOfUrl, PackageCacheError, uncachePackages, type PackageLocation, type PackageProgress } from './package-downloads';

const MARKER_PATH = '/offline-downloads/';

/** A file the server did not give whole (not 200); its message names the file for the learner. */
class FileDownloadError extends Error {}

/** One downloaded course as its marker records it. */
export interface CourseDownload {
  courseId: string;
  title: string;
  urls: string[];
  /** The content-origin base URLs of its package lessons cached there (issue 51); absent in older markers. */
  packages?: string[];
  bytes: number;
  downloadedAt: string;
}

/** Called as bytes arrive: `loaded` of `total` (0 while the sizes are unknown). */
export type DownloadProgress = (loaded: number, total: number) => void;

const listeners = new Set<() => void>();

/** Called after a download is added or removed. Returns the unsubscribe function. */
export function onDownloadsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

const markerUrl = (courseId: string) => `${MARKER_PATH}${encodeURIComponent(courseId)}`;
const openCache = () => caches.open(LESSON_MEDIA_CACHE);

async function readMarker(response: Response | undefined): Promise<CourseDownload | null> {
  if (!response) return null;
  try {
    return (await response.json()) as CourseDownload;
  } catch {
    return null;
  }
}

/** Every downloaded course whose files are all still in the cache. */
export async function listDownloads(): Promise<CourseDownload[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await openCache();
  const keys = await cache.keys();
  const markers = keys.filter((request) => new URL(request.url).pathname.startsWith(MARKER_PATH));
  const found = await Promise.all(markers.map(async (request) => readMarker(await cache.match(request))));
  const complete = await Promise.all(
    found.map(async (d) => (d && (await Promise.all(d.urls.map((u) => cache.match(u)))).every(Boolean) ? d : null)),
  );
  return complete.filter((d): d is CourseDownload => d !== null).sort((a, b) => a.title.localeCompare(b.title));
}

/** The download of one course, or null. */
export async function getDownload(courseId: string): Promise<CourseDownload | null> {
  return (await listDownloads()).find((d) => d.courseId === courseId) ?? null;
}

async function readWithProgress(response: Response, onBytes: (n: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
}

/** Deletes `urls` from the cache unless a downloaded course still lists them. */
async function dropUnlisted(cache: Cache, urls: string[]): Promise<void> {
  const kept = new Set((await listDownloads()).flatMap((d) => d.urls));
  await Promise.all(urls.filter((u) => !kept.has(u)).map((u) => cache.delete(u)));
}

/** Fetches every file, reporting bytes as they arrive, and puts each whole (200) into the cache. */
async function cacheFiles(cache: Cache, urls: string[], onProgress: DownloadProgress): Promise<number> {
  const responses = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.status !== 200) throw new FileDownloadError(i18n.t('fileFailed', { ns: coursePlayerNs, url, status: response.status }));
      return response;
    }),
  );
  const total = responses.reduce((sum, r) => sum + Number(r.headers.get('content-length') ?? 0), 0);
  let loaded = 0;
  onProgress(0, total);
  let bytes = 0;
  for (const [i, response] of responses.entries()) {
    const blob = await readWithProgress(response, (n) => {
      loaded += n;
      onProgress(loaded, Math.max(total, loaded));
    });
    const headers = { 'Content-Type': blob.type || 'application/octet-stream', 'Content-Length': String(blob.size) };
    await cache.put(urls[i]!, new Response(blob, { status: 200, headers }));
    bytes += blob.size;
  }
  return bytes;
}

/**
 * Downloads every file of a course into the cache, then writes its marker. On any failure the
 * files no downloaded course lists are removed again and the error is thrown with a message for
 * the learner (offline, device full, or the file that failed).
 */
export async function downloadCourse(
  course: { id: string; title: string },
  mediaUrls: string[],
  onProgress: DownloadProgress = () => {},
  packages: readonly PackageLocation[] = [],
  onPackageProgress: PackageProgress = () => {},
): Promise<CourseDownload> {
  const urls = [...new Set(mediaUrls)];
  const cache = await openCache();
  const previous = await readMarker(await cache.match(markerUrl(course.id)));
  try {
    const mediaBytes = await cacheFiles(cache, urls, onProgress);
    const packageBytes = packages.length > 0 ? await cachePackages(packages, onPackageProgress) : 0;
    const marker: CourseDownload = {
      courseId: course.id,
      title: course.title,
      urls,
      packages: packages.map((p) => p.url),
      bytes: mediaBytes + packageBytes,
      downloadedAt: new Date().toISOString(),
    };
    await cache.put(markerUrl(course.id), new Response(JSON.stringify(marker), { headers: { 'Content-Type': 'application/json' } }));
    if (previous) await dropUnlisted(cache, previous.urls);
    changed();
    return marker;
  } catch (error) {
    // The old download (if any) stays as it was: only files no marker lists are removed.
    await dropUnlisted(cache, urls).catch(() => {});
    throw new Error(downloadFailure(error));
  }
}

function downloadFailure(error: unknown): string {
  const t = i18n.getFixedT(null, coursePlayerNs);
  if (isQuotaError(error)) return t('noStorage');
  if (typeof navigator !== 'undefined' && !navigator.onLine) return t('downloadOffline');
  if (error instanceof PackageCacheError) {
    if (error.message === 'no-service-worker') return t('packageNoServiceWorker');
    return t('packageFailed', { reason: error.message === 'timeout' ? t('packageTimeout') : error.message });
  }
  return error instanceof FileDownloadError ? error.message : t('downloadFailed');
}

/** Removes a course's download: its marker, and each file no other downloaded course needs. */
export async function removeDownload(courseId: string): Promise<void> {
  const cache = await openCache();
  const mine = await readMarker(await cache.match(markerUrl(courseId)));
  await cache.delete(markerUrl(courseId));
  await dropUnlisted(cache, mine?.urls ?? []);
  changed();
  // Its packages on the content origin, unless another downloaded course has them (best effort: offline, they stay).
  const kept = new Set((await listDownloads()).flatMap((d) => d.packages ?? []));
  const drop = (mine?.packages ?? []).filter((url) => !kept.has(url)).map(locationOfUrl);
  if (drop.length > 0) await uncachePackages(drop).catch(() => {});
}
