/**
 * Lesson text to safe HTML. Authored HTML (content starting with a tag) is kept as it is; Markdown
 * (the seeded lessons) is turned into HTML by the same converter the course editor opens it with
 * (src/ui/lesson-markdown.ts). Either way the result goes through DOMPurify before render.
 */
import { isHtmlContent, splitLessonSections } from '@contract/lesson-sections';
import { markdownToHtml, sanitizeLessonMarkup } from '@/ui/lesson-markdown';

/** The lesson's content as sanitised HTML, ready for `dangerouslySetInnerHTML`. */
export function sanitizeLessonHtml(content: string): string {
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  return sanitizeLessonMarkup(html);
}

/**
 * The lesson's text as sanitised HTML, one part per section when the content splits into exactly
 * as many parts as the lesson has sections (contract/lesson-sections.ts: `<hr>` in authored HTML,
 * `## ` headings in Markdown); otherwise one part for all sections.
 */
export function lessonSectionsHtml(content: string, sections: number): string[] {
  const parts = splitLessonSections(content);
  return (parts.length === sections ? parts : [content]).map(sanitizeLessonHtml);
}
