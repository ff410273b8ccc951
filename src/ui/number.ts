/**
 * Counts as the language shown writes them (issue 52, item 3), through `Intl.NumberFormat`: English
 * keeps the grouping it always had ('12,345', `en`), Hindi is hi-IN ('12,34,567'), Arabic ar.
 */
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf, type InterfaceLanguage } from '@/i18n/languages';

const formatters = new Map<InterfaceLanguage, Intl.NumberFormat>();

/** The locale of numbers in `language` (English: `en`, not en-IN: '1,234,567', as before languages). */
export const numberLocaleOf = (language: InterfaceLanguage): string => (language === 'en' ? 'en' : intlLocaleOf(language));

/** `n` in the language shown now (or in `language`): '12,345' in English. */
export function formatNumber(n: number, language: InterfaceLanguage = currentLanguage()): string {
  let made = formatters.get(language);
  if (!made) formatters.set(language, (made = new Intl.NumberFormat(numberLocaleOf(language))));
  return made.format(n);
}
