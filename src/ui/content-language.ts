/**
 * The language an author states for a course (issue 52, item 6; contract/course-language.ts): its
 * name in the interface language (`Intl.DisplayNames`), its writing direction, and the `lang`/`dir`
 * attributes that mark the author's text, so a Hindi course in the English app is read with Hindi
 * pronunciation and an Arabic title runs right to left. The app never translates the text itself.
 */

/** The languages the course editor offers first (more can be typed as a tag; a stated other one is kept). */
export const OFFERED_COURSE_LANGUAGES = [
  'en', 'hi', 'ar', 'ur', 'bn', 'mr', 'gu', 'pa', 'ta', 'te', 'kn', 'ml', 'or', 'as', 'ne', 'fa',
  'sw', 'ha', 'yo', 'am', 'fr', 'es', 'pt', 'id', 'zh',
] as const;

/** Languages written right to left (a script subtag decides first: `pa-Arab`, `az-Arab`). */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'ur', 'he', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'ks']);
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg']);

/** The writing direction of a language tag. */
export function directionOfTag(tag: string): 'ltr' | 'rtl' {
  const [language = '', ...rest] = tag.toLowerCase().split('-');
  const script = rest.find((part) => part.length === 4);
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(interfaceLanguage: string): Intl.DisplayNames | null {
  if (!namers.has(interfaceLanguage)) {
    try {
      namers.set(interfaceLanguage, new Intl.DisplayNames([interfaceLanguage, 'en'], { type: 'language', fallback: 'code' }));
    } catch {
      namers.set(interfaceLanguage, null);
    }
  }
  return namers.get(interfaceLanguage) ?? null;
}

/** `tag` named in `interfaceLanguage` ('hi' in English: 'Hindi'; in Hindi: 'हिन्दी'); the tag itself when unknown. */
export function languageName(tag: string, interfaceLanguage: string): string {
  try {
    return namer(interfaceLanguage)?.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The attributes that mark text written in `tag`; none when the language is not stated. */
export function contentLanguageProps(tag: string | null | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return tag ? { lang: tag, dir: directionOfTag(tag) } : {};
}

/** Language options named in `interfaceLanguage`, sorted by name (duplicates once). */
export function languageOptions(tags: readonly string[], interfaceLanguage: string): { value: string; label: string }[] {
  return [...new Set(tags)]
    .map((tag) => ({ value: tag, label: languageName(tag, interfaceLanguage) }))
    .sort((a, b) => a.label.localeCompare(b.label, interfaceLanguage));
}
