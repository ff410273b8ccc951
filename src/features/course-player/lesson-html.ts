/**
 * Lesson text to safe HTML. Authored HTML (content starting with a tag) is kept as it is; the demo
 * lessons' light Markdown (headings, paragraphs, bold, italics, code) is turned into HTML with every
 * character of the text escaped first. Either way the result goes through DOMPurify before render.
 */
import DOMPurify from 'dompurify';
import { isHtmlContent, splitLessonSections } from '@contract/lesson-sections';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const emphasis = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>');

/** Inline Markdown: code spans first (their text kept literally), bold and italics only between them. */
function inline(text: string): string {
  // Splitting on a capturing group puts the code spans' contents at the odd indexes.
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : emphasis(part)))
    .join('');
}

function markdownBlock(lines: string[]): string {
  const text = lines.join('\n').trim();
  const heading = /^(#{1,4})\s+(.*)$/.exec(text);
  if (heading && lines.length === 1) {
    // Lesson headings sit below the page's h1 and the lesson's h2.
    const level = Math.min(6, (heading[1]?.length ?? 1) + 2);
    return `<h${level}>${inline(heading[2] ?? '')}</h${level}>`;
  }
  return `<p>${inline(text).replace(/\n/g, '<br>')}</p>`;
}

/** Light Markdown to HTML (unsanitised: always pass the result through `sanitizeLessonHtml`). */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  let block: string[] = [];
  let code: string[] | null = null;
  const flush = () => {
    if (block.some((l) => l.trim())) out.push(markdownBlock(block));
    block = [];
  };
  for (const line of markdown.replace(/\r\n/g, '\n').split('\n')) {
    if (line.startsWith('```')) {
      if (code) {
        out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
        code = null;
      } else {
        flush();
        code = [];
      }
    } else if (code) code.push(line);
    else if (!line.trim() || /^#{1,4}\s/.test(line)) {
      flush();
      if (line.trim()) block = [line];
      flush();
    } else block.push(line);
  }
  if (code) out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
  flush();
  return out.join('\n');
}

/** The lesson's content as sanitised HTML, ready for `dangerouslySetInnerHTML`. */
export function sanitizeLessonHtml(content: string): string {
  const html = isHtmlContent(content) ? content : markdownToHtml(content);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
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
