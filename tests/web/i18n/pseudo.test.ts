// Issue 52: the pseudo-locale (tests only) accents every English text, makes it about 40 % longer and
// wraps it in ⟦…⟧, keeping placeholders, <Trans> tags and keys; the app shows it only when asked.
import { afterEach, expect, test } from 'vitest';
import { en } from '@/i18n/catalogues/en';
import { i18n, pseudoLocaleRequested } from '@/i18n/i18n';
import { pseudoMessages, pseudoText, showPseudoLocale } from '@/i18n/pseudo';

afterEach(async () => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

test('a text is accented, about 40 % longer and marked; placeholders and tags stay', () => {
  expect(pseudoText('Home')).toBe('⟦Hóómëë⟧');
  const long = 'Your progress in the spreadsheet course';
  expect(pseudoText(long).length).toBeGreaterThanOrEqual(long.length * 1.4);
  expect(pseudoText('Hello, {{name}}! {{count, number}} left')).toMatch(/^⟦Hëëllóó, \{\{name\}\}! \{\{count, number\}\} [^{}]+⟧$/);
  expect(pseudoText('Read <docs>the guide</docs> first')).toMatch(/^⟦[^<>]+ <docs>[^<>]+<\/docs> [^<>]+⟧$/);
  expect(pseudoText('CSV')).toBe('⟦ÇŠV~~⟧');
});

test('every key of the shell\'s catalogue is kept, plural forms included', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`)));
  expect(keys(pseudoMessages(en))).toEqual(keys(en));
});

test('only `?pseudo-locale` turns it on, for the tab; `=off` turns it off', () => {
  expect(pseudoLocaleRequested()).toBe(false);
  history.replaceState(null, '', '/dashboard?pseudo-locale');
  expect(pseudoLocaleRequested()).toBe(true);
  history.replaceState(null, '', '/courses');
  expect(pseudoLocaleRequested()).toBe(true);
  history.replaceState(null, '', '/courses?pseudo-locale=off');
  expect(pseudoLocaleRequested()).toBe(false);
});

test('shown, the shell and a feature registered later speak it, as en-XA left to right', async () => {
  await showPseudoLocale();
  expect(document.documentElement.lang).toBe('en-XA');
  expect(document.documentElement.dir).toBe('ltr');
  expect(i18n.t('nav.main')).toMatch(/^⟦.+⟧$/);
  // A feature's code loading after the switch (its English registers then).
  const { messages } = await import('@/features/messages/messages/en');
  expect(i18n.getFixedT(null, 'messages')('messagesIn', { name: 'Asha' })).toBe(pseudoText(messages.messagesIn).replace('{{name}}', 'Asha'));
});
