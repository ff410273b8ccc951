/**
 * Notification texts on the server (issue 52): a notification is stored with its text key and
 * params and its English words (`wordNotification(..., 'en')`, the centre's fallback); a push is worded
 * in the recipient's language (their synced `preferences` row) when it is sent. The texts are
 * contract/notification-texts, the ones the PWA's centre renders too.
 */
import type { NotificationParams } from '../../../contract/notifications';
import type { NotificationTextKey } from '../../../contract/notification-texts/en';
import { notificationTextsAr } from '../../../contract/notification-texts/ar';
import { notificationTextsEn } from '../../../contract/notification-texts/en';
import { notificationTextsHi } from '../../../contract/notification-texts/hi';
import type { InterfaceLanguage } from '../../../contract/languages';

type Group = Record<string, string>;
/** Every language's texts, by language (each typed key for key by the English ones). */
export const NOTIFICATION_TEXTS: Record<InterfaceLanguage, Record<string, Group | string>> = {
  en: notificationTextsEn, hi: notificationTextsHi, ar: notificationTextsAr,
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The group's text `name` for `count` by the language's plural rules (`title_few`…), else `name`. */
function pick(group: Group, name: string, language: InterfaceLanguage, count: unknown): string | undefined {
  if (typeof count === 'number' && group[`${name}_other`] !== undefined) {
    const exact = count === 0 && group[`${name}_zero`] !== undefined ? `${name}_zero` : `${name}_${new Intl.PluralRules(language).select(count)}`;
    return group[exact] ?? group[`${name}_other`];
  }
  return group[name];
}

/** The title and body of a notification with `key` and `params` in `language`; `body` is the authored body, kept where the text has none. */
export function wordNotification(
  language: InterfaceLanguage, key: NotificationTextKey, params: NotificationParams, body = '',
): { title: string; body: string } {
  const texts = NOTIFICATION_TEXTS[language];
  const group = texts[key] as Group;
  const flat: Record<string, string | number> = { from: texts.someone as string };
  for (const [name, value] of Object.entries(params)) if (!Array.isArray(value)) flat[name] = value;
  const title = fill(pick(group, 'title', language, params.count) ?? '', flat);
  if (Array.isArray(params.lines) && group.line) {
    return { title, body: params.lines.map((line) => fill(group.line!, line)).join(language === 'ar' ? '؛ ' : '; ') };
  }
  return { title, body: group.body === undefined ? body : fill(group.body, flat) };
}
