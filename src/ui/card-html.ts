/**
 * Card HTML made safe on the device (the importer's cleaning and the learner's rendering), by the
 * rules of contract/card-sanitizer.ts; the server sanitises the same way on publish.
 */
import DOMPurify from 'dompurify';
import { cardSanitizer } from '@contract/card-sanitizer';

let sanitize: ((html: string) => string) | undefined;

/** `html` reduced to the card tag set, images only from this server's uploads. */
export const sanitizeCardHtml = (html: string): string => (sanitize ??= cardSanitizer(DOMPurify(window)))(html);
