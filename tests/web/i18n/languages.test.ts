// Issue 52: the first visit's language from the browser, each language's direction, and dates in
// the chosen language (English keeps the SPEC's en-IN form).
import { afterEach, expect, test } from 'vitest';
import { applyLanguage, currentLanguage, deviceLanguage } from '@/i18n/i18n';
import { directionOf, languageFromBrowser } from '@/i18n/languages';
import { formatLongDate } from '@/ui/date';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.removeItem('olp.language');
});

test('the browser’s first language the app speaks wins; others fall back to English', () => {
  expect(languageFromBrowser(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
  expect(languageFromBrowser(['ar-EG'])).toBe('ar');
  expect(languageFromBrowser(['de', 'fr'])).toBe('en');
  expect(languageFromBrowser([])).toBe('en');
});

test('Arabic is written right to left, Hindi and English left to right', () => {
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('hi')).toBe('ltr');
  expect(directionOf('en')).toBe('ltr');
});

test('choosing a language sets <html lang dir>, is remembered on the device, and dates follow it', async () => {
  const day = new Date(2026, 10, 23);
  expect(formatLongDate(day)).toBe('23 November 2026');
  await applyLanguage('ar');
  expect(currentLanguage()).toBe('ar');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(deviceLanguage()).toBe('ar');
  expect(formatLongDate(day)).toBe(new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long', year: 'numeric' }).format(day));
  await applyLanguage('hi');
  expect(document.documentElement.dir).toBe('ltr');
  expect(formatLongDate(day)).toContain('नवंबर');
});
