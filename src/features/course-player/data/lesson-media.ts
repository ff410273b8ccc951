/**
 * The media files a lesson needs offline: its video or PDF (`mediaUrl`) and the images its text
 * shows from our own media folder (`<img src="/media/…">`, in HTML or in the HTML of its Markdown),
 * so a downloaded course keeps them too.
 */
import { isHtmlContent } from '@contract/lesson-sections';
import { markdownToHtml } from '@/ui/lesson-markdown';

export interface LessonMedia {
  lessonId: string;
  title: string;
  urls: string[];
}

const IMAGE_SRC = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi;

/** The same-origin media paths of the images in `content`, as the player shows it. */
export function lessonImageUrls(content: string | null | undefined): string[] {
  if (!content) return [];
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  return [...html.matchAll(IMAGE_SRC)].map((m) => m[1]!).filter((src) => src.startsWith('/media/'));
}

/** Each lesson's media files, in lesson order (lessons without media left out). */
export function courseMedia(lessons: readonly { id: string; title?: string | null; mediaUrl?: string | null; content?: string | null }[]): LessonMedia[] {
  return lessons
    .map((l) => ({ lessonId: l.id, title: l.title ?? '', urls: [...new Set([...(l.mediaUrl ? [l.mediaUrl] : []), ...lessonImageUrls(l.content)])] }))
    .filter((l) => l.urls.length > 0);
}

/** The lessons whose current media is not all in `downloadedUrls`: they changed after the download. */
export function changedSinceDownload(media: readonly LessonMedia[], downloadedUrls: readonly string[]): LessonMedia[] {
  const have = new Set(downloadedUrls);
  return media.filter((l) => l.urls.some((u) => !have.has(u)));
}
