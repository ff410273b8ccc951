/** Card HTML (a deck published from the editor) made safe to render: the card tag set, images from this server's uploads. */
import { sanitizeCardHtml } from '@/ui/card-html';

/** `html` sanitised for `dangerouslySetInnerHTML`. */
export const cardHtml = (html: string) => sanitizeCardHtml(html);
