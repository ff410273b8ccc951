// A course language's name, direction and attributes (src/ui/content-language.ts, issue 52 item 6).
import { expect, test } from 'vitest';
import { contentLanguageProps, directionOfTag, languageName, languageOptions } from '@/ui/content-language';
import { isCourseLanguage } from '@contract/course-language';

test('right to left for Arabic-script languages and tags, left to right for the others', () => {
  expect(['ar', 'ur', 'fa', 'he', 'pa-Arab', 'ar-EG'].map(directionOfTag)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
  expect(['hi', 'en', 'mr', 'ta', 'pa', 'uz-Latn'].map(directionOfTag)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
});

test('names a language in the interface language, and keeps an unknown tag as it is', () => {
  expect(languageName('hi', 'en')).toBe('Hindi');
  expect(languageName('hi', 'hi')).toBe('हिन्दी');
  expect(languageName('mr', 'ar')).toBe('الماراثية');
  expect(languageName('qaa', 'en')).toBe('qaa');
  expect(languageOptions(['ta', 'hi', 'hi'], 'en')).toEqual([{ value: 'hi', label: 'Hindi' }, { value: 'ta', label: 'Tamil' }]);
});

test('marks text only when a language is stated', () => {
  expect(contentLanguageProps('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(contentLanguageProps(null)).toEqual({});
  expect(contentLanguageProps(undefined)).toEqual({});
});

test('accepts BCP-47 tags and refuses names, underscores and other shapes', () => {
  expect(['hi', 'en', 'mr', 'ta', 'pt-BR', 'sr-Latn', 'zh-Hant-TW', 'ca-valencia'].every(isCourseLanguage)).toBe(true);
  expect(['Hindi', 'hindi', 'hi_IN', 'HI', '', 'h', 'en-', '-en', 'en--US', 'x'.repeat(40)].some(isCourseLanguage)).toBe(false);
});
