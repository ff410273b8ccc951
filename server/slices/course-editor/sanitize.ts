/**
 * Lesson HTML sanitised on save with the same DOMPurify the player runs on render
 * (src/features/course-player/lesson-html.ts), here over a jsdom window. Content that does not
 * start with a tag is legacy Markdown (the seed's), which the player converts and sanitises on
 * render, so it is stored as written.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: DOMPurify | undefined;

/** Images in lesson text come from our own media folder or over HTTPS; any other source is dropped. */
export const isAllowedImageSource = (src: string) => src.startsWith('/media/') || src.startsWith('https://');

function instance(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    if (!isAllowedImageSource(src)) node.removeAttribute('src');
    node.removeAttribute('srcset');
  });
  return purify;
}

/** Whether `content` is authored HTML (the player's rule: it starts with a tag). */
export const isHtml = (content: string) => content.trimStart().startsWith('<');

/** `content` with scripts, event handlers, `javascript:` links and other unsafe markup removed. */
export function sanitizeLessonContent(content: string): string {
  if (!isHtml(content)) return content;
  return instance().sanitize(content, { USE_PROFILES: { html: true } });
}
