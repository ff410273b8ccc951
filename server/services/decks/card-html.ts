/**
 * Card HTML sanitised on publish with DOMPurify over jsdom: only the small set of tags in
 * contract/cloze.ts (bold, italics, line breaks, images…) and their `class` survive, and an `<img>`
 * only with a source among this server's uploaded images (`CARD_IMAGE_SRC`; removed whole
 * otherwise). The learner's device sanitises again when it renders a card.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { CARD_HTML_ATTRS, CARD_HTML_TAGS, CARD_IMAGE_SRC } from '../../../contract/cloze';

let purify: DOMPurify | undefined;

function cardPurifier(): DOMPurify {
  if (purify) return purify;
  const made = createDOMPurify(new JSDOM('').window);
  // DOMPurify lets a `data:` URI through on <img> whatever the URI rule says: the source is checked here.
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && !CARD_IMAGE_SRC.test(data.attrValue)) data.keepAttr = false;
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purify = made;
  return made;
}

/** `html` with every tag outside the card set, every attribute but `class` (`src`/`alt` of an uploaded image), and scripts removed. */
export function sanitizeCardHtml(html: string): string {
  return cardPurifier().sanitize(html, { ALLOWED_TAGS: [...CARD_HTML_TAGS], ALLOWED_ATTR: [...CARD_HTML_ATTRS], ALLOWED_URI_REGEXP: CARD_IMAGE_SRC });
}

/** Plain text as card HTML (every special character escaped, line breaks as `<br>`). */
export const textToCardHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
