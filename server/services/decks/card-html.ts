/**
 * Card HTML sanitised on publish with DOMPurify over jsdom: only the small set of tags in
 * contract/cloze.ts (bold, italics, line breaks…) and their `class` survive. The learner's device
 * sanitises again when it renders a card.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { CARD_HTML_TAGS } from '../../../contract/cloze';

let purify: DOMPurify | undefined;

/** `html` with every tag outside the card set, every attribute but `class`, and scripts removed. */
export function sanitizeCardHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify.sanitize(html, { ALLOWED_TAGS: [...CARD_HTML_TAGS], ALLOWED_ATTR: ['class'] });
}

/** Plain text as card HTML (every special character escaped, line breaks as `<br>`). */
export const textToCardHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
