/**
 * Card HTML sanitised on publish with DOMPurify over jsdom: only the small set of tags in
 * contract/cloze.ts (bold, italics, line breaks, images…) and their `class` survive, and an `<img>`
 * only with a source among this server's uploaded images (`CARD_IMAGE_SRC`; removed whole
 * otherwise). The learner's device sanitises again when it renders a card.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { cardSanitizer } from '../../../../contract/card-sanitizer';

let sanitize: ((html: string) => string) | undefined;

/** `html` with every tag outside the card set, every attribute but `class` (`src`/`alt` of an uploaded image), and scripts removed. */
export const sanitizeCardHtml = (html: string): string =>
  (sanitize ??= cardSanitizer(createDOMPurify(new JSDOM('').window)))(html);

/** Plain text as card HTML (every special character escaped, line breaks as `<br>`). */
export const textToCardHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
