/**
 * How a text lesson is split into sections, shared by the player (which shows one section at a
 * time) and the server (which stores the count on publish). Authored HTML: a section ends at each
 * `<hr>` (the editor's 'New section'); empty parts are not sections. Legacy Markdown (the seed's): a
 * new section starts at each `## ` heading after the first part.
 */

/** Whether `content` is authored HTML (it starts with a tag); otherwise it is Markdown. */
export const isHtmlContent = (content: string) => content.trimStart().startsWith('<');

const HTML_SECTION_BREAK = /<hr\b[^>]*>/gi;

/** The parts of a text lesson, one per section (at least one). */
export function splitLessonSections(content: string): string[] {
  if (!isHtmlContent(content)) return content.split(/\n(?=## )/);
  const parts = content.split(HTML_SECTION_BREAK).filter((part) => part.replace(/<p>\s*<\/p>/gi, '').trim() !== '');
  return parts.length > 0 ? parts : [content];
}
