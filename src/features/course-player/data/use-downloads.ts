/** React state of the offline downloads, read from the cache and refreshed after every change. */
import { useCallback, useEffect, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { coursePlayerNs } from '../messages/en';
import { downloadCourse, listDownloads, onDownloadsChanged, removeDownload, type CourseDownload } from './downloads';
import type { PackageLocation } from './package-downloads';

/** The downloaded courses; `undefined` while the cache is read. */
export function useDownloads(): CourseDownload[] | undefined {
  const [downloads, setDownloads] = useState<CourseDownload[]>();
  useEffect(() => {
    let live = true;
    const load = () => void listDownloads().then((list) => live && setDownloads(list), () => live && setDownloads([]));
    load();
    const stop = onDownloadsChanged(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return downloads;
}

/** What the download control of one course shows. */
export interface CourseDownloadState {
  /** `undefined` while the cache is read. */
  download: CourseDownload | null | undefined;
  /** Bytes so far and in all, while downloading; then the package files so far and in the package in hand. */
  progress: { loaded: number; total: number; packageFiles?: { done: number; total: number } } | null;
  error: string | null;
  start: () => void;
  remove: () => void;
}

/** The download of one course and the actions on it. */
export function useCourseDownload(course: { id: string; title: string }, mediaUrls: string[], packages: readonly PackageLocation[] = []): CourseDownloadState {
  const downloads = useDownloads();
  const [progress, setProgress] = useState<CourseDownloadState['progress']>(null);
  const [error, setError] = useState<string | null>(null);
  const download = downloads === undefined ? undefined : (downloads.find((d) => d.courseId === course.id) ?? null);
  const urlsKey = mediaUrls.join('\n');
  const start = useCallback(() => {
    setError(null);
    setProgress({ loaded: 0, total: 0 });
    downloadCourse(
      course,
      urlsKey.split('\n').filter(Boolean),
      (loaded, total) => setProgress({ loaded, total }),
      packages,
      (done, total) => setProgress((now) => ({ loaded: now?.loaded ?? 0, total: now?.total ?? 0, packageFiles: { done, total } })),
    )
      .catch((e: unknown) => setError(e instanceof Error ? e.message : i18n.t('downloadFailedShort', { ns: coursePlayerNs })))
      .finally(() => setProgress(null));
  }, [course, urlsKey, packages]);
  const remove = useCallback(() => {
    void removeDownload(course.id).catch(() => setError(i18n.t('removeFailed', { ns: coursePlayerNs })));
  }, [course.id]);
  return { download, progress, error, start, remove };
}
