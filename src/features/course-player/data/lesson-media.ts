/**
 * The media files a lesson needs offline: its video or PDF (`mediaUrl`) and the images its text
 * shows from our own media folder (`<img src="/media/…">`, in HTML or in the HTML of its Markdown),
 * so a downloaded course keeps them too.
 */
import { isHtmlContent } from '@contract/lesson-sections';
import { markdownToHtml } from '@/ui/lesson-markdown';
import { packageLocation, type PackageLocation } from './package-downloads';

export interface LessonMedia {
  lessonId: string;
  title: string;
  urls: string[];
  /** A package lesson's files on the content origin (issue 51): cached there, not in the app's cache. */
  package?: PackageLocation;
}

const IMAGE_SRC = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi;

/** The same-origin media paths of the images in `content`, as the player shows it. */
export function lessonImageUrls(content: string | null | undefined): string[] {
  if (!content) return [];
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  return [...html.matchAll(IMAGE_SRC)].map((m) => m[1]!).filter((src) => src.startsWith('/media/'));
}

type MediaLesson = { id: string; title?: string | null; type?: string; mediaUrl?: string | null; content?: string | null };

function lessonMedia(l: MediaLesson): LessonMedia {
  if (l.type === 'package') {
    // Its `mediaUrl` names the stored package, not a file; its files are on the content origin.
    const found = packageLocation(l.content);
    return { lessonId: l.id, title: l.title ?? '', urls: [], ...(found ? { package: found } : {}) };
  }
  return { lessonId: l.id, title: l.title ?? '', urls: [...new Set([...(l.mediaUrl ? [l.mediaUrl] : []), ...lessonImageUrls(l.content)])] };
}

/** Each lesson's media files, in lesson order (lessons without media left out). */
export function courseMedia(lessons: readonly MediaLesson[]): LessonMedia[] {
  return lessons.map(lessonMedia).filter((l) => l.urls.length > 0 || l.package);
}

/** The lessons whose current media is not all in the download (`urls`, `packages`): they changed after it. */
export function changedSinceDownload(media: readonly LessonMedia[], downloadedUrls: readonly string[], downloadedPackages: readonly string[] = []): LessonMedia[] {
  const have = new Set([...downloadedUrls, ...downloadedPackages]);
  return media.filter((l) => l.urls.some((u) => !have.has(u)) || (l.package && !have.has(l.package.url)));
}
