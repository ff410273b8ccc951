/**
 * The pseudo-locale, for tests only (issue 52): every English text of the shell's catalogue and of
 * each feature's namespace, accented (a → á, e → ë…), about 40 % longer (vowels repeated) and wrapped
 * in ⟦…⟧, with `{{placeholders}}`, `<Trans>` tags and the keys (plural forms) kept as they are. A
 * screen shown in it tells at a glance which texts do not come from a catalogue (no ⟦…⟧) and where
 * a longer text is cut off. Never offered in the language chooser: `?pseudo-locale` in the address
 * turns it on for the tab (`pseudoLocaleRequested` in ./i18n.ts), and this chunk loads only then.
 * Shown as `en-XA` (a valid tag for pseudo-accents), left to right.
 */
import { i18n } from './i18n';

export const PSEUDO_LANGUAGE = 'en-XA';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTS: Record<string, string> = {
  a: 'á', e: 'ë', i: 'í', o: 'ó', u: 'ú', y: 'ý', c: 'ç', n: 'ñ', s: 'š', z: 'ž',
  A: 'Á', E: 'Ë', I: 'Í', O: 'Ó', U: 'Ú', Y: 'Ý', C: 'Ç', N: 'Ñ', S: 'Š', Z: 'Ž',
};
const VOWEL = /[aeiouyAEIOUY]/;
/** What is kept exactly: placeholders (`{{name}}`, `{{count, number}}`), tags of `<Trans>`, nesting. */
const KEPT = /(\{\{[^}]*\}\}|<\/?[A-Za-z0-9]+\s*\/?>|\$t\([^)]*\))/;

/** One word about 40 % longer: its vowels repeated in turn (a word without one gets `~`), then accented. */
function lengthen(word: string): string {
  let extra = Math.ceil(word.length * 0.4);
  const vowels = [...word].flatMap((letter, at) => (VOWEL.test(letter) ? [at] : []));
  if (!vowels.length) return [...word].map((l) => ACCENTS[l] ?? l).join('') + '~'.repeat(extra);
  const repeats = new Map<number, number>();
  for (let turn = 0; extra > 0; turn++, extra--) {
    const at = vowels[turn % vowels.length] ?? 0;
    repeats.set(at, (repeats.get(at) ?? 1) + 1);
  }
  return [...word].map((letter, at) => (ACCENTS[letter] ?? letter).repeat(repeats.get(at) ?? 1)).join('');
}

/** `text` in the pseudo-locale: `⟦Ñëëw çóóúršë⟧` for "New course"; kept parts untouched. */
export function pseudoText(text: string): string {
  const parts = text.split(KEPT).map((part, index) => (index % 2 ? part : part.replace(/[A-Za-z]+/g, lengthen)));
  return `${PSEUDO_OPEN}${parts.join('')}${PSEUDO_CLOSE}`;
}

type Tree = { readonly [key: string]: unknown };

/** Every text of `messages` in the pseudo-locale, under the same keys. */
export function pseudoMessages(messages: Tree): Tree {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : value && typeof value === 'object' ? pseudoMessages(value as Tree) : value,
    ]),
  );
}

function addPseudoBundle(namespace: string): void {
  const english = i18n.getResourceBundle('en', namespace) as Tree | undefined;
  if (english) i18n.addResourceBundle(PSEUDO_LANGUAGE, namespace, pseudoMessages(english), true, true);
}

/** Shows the app in the pseudo-locale: every namespace registered so far, and each one registered later. */
export async function showPseudoLocale(): Promise<void> {
  for (const namespace of Object.keys(i18n.store.data.en ?? {})) addPseudoBundle(namespace);
  i18n.store.on('added', (language: string, namespace: string) => {
    if (language === 'en') addPseudoBundle(namespace);
  });
  await i18n.changeLanguage(PSEUDO_LANGUAGE);
  document.documentElement.lang = PSEUDO_LANGUAGE;
  document.documentElement.dir = 'ltr';
}
