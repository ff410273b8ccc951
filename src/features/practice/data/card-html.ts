/** Card HTML (a deck published from the editor) made safe to render: only the small card tag set and `class`. */
import DOMPurify from 'dompurify';
import { CARD_HTML_TAGS } from '@contract/cloze';

/** `html` sanitised for `dangerouslySetInnerHTML`. */
export const cardHtml = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: [...CARD_HTML_TAGS], ALLOWED_ATTR: ['class'] });
