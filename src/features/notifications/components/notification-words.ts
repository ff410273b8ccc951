/**
 * A notification's title and body in the language shown (issue 52): from its `textKey` and `params`
 * (the server's words, contract/notification-texts, the namespace's `texts` group), the authored
 * parts (a quiz title, a message) as written; the stored English words when the row has no key
 * (an announcement, a row from before) or a key this version does not know.
 */
import type { TFunction } from 'i18next';
import type { NotificationRow } from '@contract/notifications';
import { notificationTextsEn } from '@contract/notification-texts/en';
import { currentLanguage } from '@/i18n/i18n';

type Texts = typeof notificationTextsEn;
type Key = Exclude<keyof Texts, 'someone'>;
const isKey = (key: string | null | undefined): key is Key => !!key && key !== 'someone' && Object.hasOwn(notificationTextsEn, key);

/** `n`'s title and body through `t` (the `notifications` namespace's). */
export function notificationWords(t: TFunction<'notifications'>, n: NotificationRow): { title: string; body: string } {
  const key = n.textKey;
  if (!isKey(key)) return { title: n.title, body: n.body };
  const params = n.params ?? {};
  const text = (name: string, values: Record<string, unknown>) => t(`texts.${key}.${name}` as never, values as never) as unknown as string;
  const values: Record<string, string | number> = { from: t('texts.someone') };
  for (const [name, value] of Object.entries(params)) if (!Array.isArray(value)) values[name] = value;
  const group: Record<string, string> = notificationTextsEn[key];
  const title = text('title', values);
  const lines = params.lines;
  if (Array.isArray(lines) && group.line) return { title, body: lines.map((line) => text('line', line)).join(currentLanguage() === 'ar' ? '؛ ' : '; ') };
  return { title, body: group.body === undefined ? n.body : text('body', values) };
}
