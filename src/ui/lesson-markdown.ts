/**
 * Lesson text written in Markdown (the seeded lessons, and any lesson stored before the rich-text
 * editor) as HTML, with `marked`: what the player shows and what the course editor opens, so a
 * lesson saved from the editor shows as it did (docs/ARCHITECTURE.md, "Lesson text").
 */
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { isHtmlContent, splitLessonSections } from '@contract/lesson-sections';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const lessonMarked = new Marked({
  gfm: true,
  // A single line break in a lesson is one on screen, as the player always showed it.
  breaks: true,
  walkTokens(token) {
    // Lesson headings sit below the page's h1 and the lesson's h2.
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 2);
  },
  renderer: {
    // HTML typed into Markdown is shown as the text it is, not run.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    // An image on a line of its own is a block image, as the editor holds it (in a paragraph, the
    // editor would split it into an empty paragraph and the image).
    paragraph({ tokens }: Tokens.Paragraph) {
      const inner = this.parser.parseInline(tokens);
      return tokens.length === 1 && tokens[0]?.type === 'image' ? `${inner}\n` : `<p>${inner}</p>\n`;
    },
  },
});

/** Markdown to HTML (unsanitised: always pass the result through DOMPurify). */
export function markdownToHtml(markdown: string): string {
  return lessonMarked.parse(markdown, { async: false }).trim();
}

/** Lesson HTML made safe with the profile the player and the server use. */
export const sanitizeLessonMarkup = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * A lesson's content as the HTML the course editor opens: authored HTML as it is; Markdown converted
 * and sanitised, its sections (a `## ` heading each, when they are as many as `sections`, the
 * player's rule) joined by `<hr>`, the editor's 'New section', so they stay sections once saved.
 */
export function lessonEditorHtml(content: string, sections: number): string {
  if (isHtmlContent(content)) return content;
  const parts = splitLessonSections(content);
  const kept = parts.length === Math.max(1, sections) ? parts : [content];
  return sanitizeLessonMarkup(kept.map(markdownToHtml).join('<hr>'));
}
