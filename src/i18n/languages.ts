/**
 * The interface languages (issue 52): their names in their own script, their writing direction, the
 * `Intl` locale their dates and numbers are shown in, and the first visit's pick from the browser.
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@contract/languages';

export { INTERFACE_LANGUAGES, type InterfaceLanguage };

/** Each language named as its readers write it (a chooser lists them so). */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { en: 'English', hi: 'हिन्दी', ar: 'العربية' };

/** Right to left for Arabic, left to right for the others. */
export function directionOf(language: InterfaceLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The `Intl` locale: English keeps the SPEC's en-IN dates ('23 November 2026'). */
export function intlLocaleOf(language: InterfaceLanguage): string {
  return { en: 'en-IN', hi: 'hi-IN', ar: 'ar' }[language];
}

/** Whether `value` names one of the interface languages. */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that the app speaks (`hi-IN` → `hi`), else English. */
export function languageFromBrowser(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return 'en';
}
