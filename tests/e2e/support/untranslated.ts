/**
 * Finds English texts on a screen shown in another language (issue 52): every English text of the
 * app's catalogues (the shell's and each feature's namespace) whose translation differs is a text
 * that must not be seen in that language. Texts with placeholders are left out (they never appear
 * whole), and so are texts a translation keeps as they are (names, brands).
 */
import type { Page } from 'playwright-core';
import { en } from '@/i18n/catalogues/en';
import { catalogue as hi } from '@/i18n/catalogues/hi';
import { catalogue as ar } from '@/i18n/catalogues/ar';

type Language = 'hi' | 'ar';
type Tree = { readonly [key: string]: unknown };

const features = import.meta.glob<{ messages: Tree }>('/src/features/*/messages/{en,hi,ar}.ts', { eager: true });

/** The English leaves of `english` whose counterpart in `translated` is a different text. */
function translatedTexts(english: Tree, translated: Tree | undefined, into: Set<string>): void {
  for (const [key, value] of Object.entries(english)) {
    const other = translated?.[key];
    if (typeof value === 'string') {
      if (typeof other === 'string' && other !== value && !value.includes('{{') && /[A-Za-z]{3}/.test(value)) into.add(value.trim());
    } else if (value && typeof value === 'object') {
      translatedTexts(value as Tree, other as Tree | undefined, into);
    }
  }
}

/** Every English text that `language` translates. */
export function englishTextsTranslatedInto(language: Language): Set<string> {
  const texts = new Set<string>();
  translatedTexts(en, { hi, ar }[language] as Tree, texts);
  for (const [path, module] of Object.entries(features)) {
    if (!path.endsWith('/en.ts')) continue;
    translatedTexts(module.messages, features[path.replace(/en\.ts$/, `${language}.ts`)]?.messages, texts);
  }
  return texts;
}

/** The texts a person meets on the page: visible text nodes and accessible names written as attributes. */
export function textsOnPage(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
    texts.push(text);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The English catalogue texts shown on `page` although it is in `language` (none: all translated). */
export async function untranslatedOnPage(page: Page, language: Language, english = englishTextsTranslatedInto(language)): Promise<string[]> {
  const shown = await page.evaluate(textsOnPage);
  return [...new Set(shown.filter((text) => english.has(text)))];
}
