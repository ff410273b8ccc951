/**
 * The server's refusal codes in English (issue 52, item 5): the `refusals` namespace is the
 * contract's templates themselves (contract/refusals.ts), so the English the PWA words a code in is
 * the English the server writes. hi.ts and ar.ts beside it follow it key for key.
 */
import { refusalTemplates } from '@contract/refusals';
import { englishMessages } from '../i18n';

export type Messages = { readonly [K in keyof typeof refusalTemplates]: string };

export const refusalsNs = englishMessages('refusals', refusalTemplates);
export const messages: Messages = refusalTemplates;
