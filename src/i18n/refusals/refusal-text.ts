/**
 * Words a server refusal in the language shown (issue 52, item 5): a known code through the
 * `refusals` namespace, its number params formatted for the language; the server's English
 * `reason` for an unknown code (a newer server) or an English screen (the server's English is
 * the code's template, with more detail where the server adds it, e.g. a validation message).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isRefusalCode, wordingKey } from '@contract/refusals';
import { i18n } from '../i18n';
import { intlLocaleOf, isInterfaceLanguage } from '../languages';
import { fieldsNs } from '../fields/en';
import { refusalsNs } from './en';

// Loaded with the first screen that words a refusal (never the first load: the sync status loads
// this module with a refused write): the namespaces in the language shown now (a later switch loads them with the rest).
void i18n.loadNamespaces([refusalsNs, fieldsNs]);

/** A refusal as the PWA holds it: the server's English, and its code and params when it sent them. */
export interface RefusalShown {
  reason?: string | undefined;
  code?: string | undefined;
  params?: Readonly<Record<string, string | number>> | undefined;
}

/** The params with their numbers written for `language` (`count` stays a number: it picks the plural form). */
function localParams(language: string, params: RefusalShown['params'] = {}): Record<string, string | number> {
  const format = new Intl.NumberFormat(intlLocaleOf(isInterfaceLanguage(language) ? language : 'en'));
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) shown[name] = typeof value === 'number' && name !== 'count' ? format.format(value) : value;
  return shown;
}

/**
 * A field's name in the language shown: the last named part of its schema path (`questions.3.prompt`
 * is `prompt`) from the `fields` namespace, or the path as the server wrote it for a field not listed.
 */
export function fieldName(language: string, path: string): string {
  const name = path.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? path;
  const key = `${fieldsNs}:${name}`;
  return i18n.exists(key, { lng: language }) ? i18n.t(key as never, { lng: language }) : path;
}

/** `invalid-field`'s field names (`field`, and each of `fields`) in the language shown; any other refusal's params as they are. */
function namedFields(language: string, code: string, params: RefusalShown['params'] = {}): RefusalShown['params'] {
  if (code !== 'invalid-field' && code !== 'request-invalid') return params;
  const named: Record<string, string | number> = { ...params };
  if (typeof params['field'] === 'string') named['field'] = fieldName(language, params['field']);
  if (typeof params['fields'] === 'string') named['fields'] = params['fields'].split(', ').map((field) => fieldName(language, field)).join(', ');
  return named;
}

/** The refusal in the language of `t`, or `fallback` when it has neither a known code nor a reason. */
export function wordRefusal(t: TFunction<typeof refusalsNs>, language: string, refused: RefusalShown, fallback: string): string {
  const { code, reason } = refused;
  if (!isRefusalCode(code) || (language === 'en' && reason)) return reason ?? fallback;
  const params = localParams(language, namedFields(language, code, refused.params));
  // A field zod refused is worded by its problem ("Title is too long"), any other code by itself.
  const key = wordingKey(code, refused.params);
  const text = (t as unknown as (key: string, options: object) => string)(key, { ...params, ...(typeof params.count === 'number' ? { count: params.count } : {}) });
  return text === key ? (reason ?? fallback) : text;
}

/** A function wording refusals in the language shown (the screen waits in its Suspense for the namespace). */
export function useRefusalText(): (refused: RefusalShown, fallback: string) => string {
  const { t, i18n: instance } = useTranslation([refusalsNs, fieldsNs]);
  return (refused, fallback) => wordRefusal(t, instance.language, refused, fallback);
}

/** {@link useRefusalText} for plain functions: the namespace must be loaded (it is, once a language is applied). */
export function refusalText(refused: RefusalShown, fallback: string): string {
  return wordRefusal(i18n.getFixedT(null, refusalsNs), i18n.language, refused, fallback);
}
