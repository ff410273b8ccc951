/**
 * Card HTML made safe on the device (the importer's cleaning and the learner's rendering): the small
 * card tag set of contract/cloze.ts, and an `<img>` only when its source is one of this server's
 * uploaded images (removed whole otherwise). The server sanitises the same way on publish.
 */
import DOMPurify from 'dompurify';
import { CARD_HTML_ATTRS, CARD_HTML_TAGS, CARD_IMAGE_SRC } from '@contract/cloze';

// An instance of its own: the hooks below must not reach other sanitising (lesson text keeps its images).
let purify: ReturnType<typeof DOMPurify> | undefined;

function cardPurifier(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  const made = DOMPurify(window);
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

/** `html` reduced to the card tag set, images only from this server's uploads. */
export const sanitizeCardHtml = (html: string): string =>
  cardPurifier().sanitize(html, { ALLOWED_TAGS: [...CARD_HTML_TAGS], ALLOWED_ATTR: [...CARD_HTML_ATTRS], ALLOWED_URI_REGEXP: CARD_IMAGE_SRC });
