/**
 * The names of the fields clients send, in English (issue 52): the `fields` namespace is the
 * contract's names (contract/field-names.ts); hi.ts and ar.ts beside it follow it key for key. Used
 * to word a refusal that names a field (src/i18n/refusals/refusal-text.ts).
 */
import { fieldNames } from '@contract/field-names';
import { englishMessages } from '../i18n';

export type Messages = { readonly [K in keyof typeof fieldNames]: string };

export const fieldsNs = englishMessages('fields', fieldNames);
export const messages: Messages = fieldNames;
