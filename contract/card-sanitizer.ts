/**
 * The card sanitiser's rules in one place, for the server (DOMPurify over jsdom, on publish) and the
 * device (DOMPurify over the page's window, on import and render): the card tag set of
 * contract/cloze.ts, and an `<img>` only when its source is one of this server's uploaded images
 * (removed whole otherwise).
 */
import type { DOMPurify } from 'dompurify';
import { CARD_HTML_ATTRS, CARD_HTML_TAGS, CARD_IMAGE_SRC } from './cloze';

/**
 * Adds the card hooks to `purify` (an instance of its own: the hooks must not reach other sanitising,
 * lesson text keeps its images) and returns the card sanitiser over it.
 */
export function cardSanitizer(purify: DOMPurify): (html: string) => string {
  // DOMPurify lets a `data:` URI through on <img> whatever the URI rule says: the source is checked here.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && !CARD_IMAGE_SRC.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return (html) =>
    purify.sanitize(html, { ALLOWED_TAGS: [...CARD_HTML_TAGS], ALLOWED_ATTR: [...CARD_HTML_ATTRS], ALLOWED_URI_REGEXP: CARD_IMAGE_SRC });
}
