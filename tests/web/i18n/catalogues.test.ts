// Issue 52: every catalogue has every key of the English one (Arabic adds its extra plural forms),
// no key is unused, and each translation keeps the placeholders of its English text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { en } from '@/i18n/catalogues/en';
import { catalogue as hi } from '@/i18n/catalogues/hi';
import { catalogue as ar } from '@/i18n/catalogues/ar';

type Tree = { [key: string]: string | Tree };

/** Every key of a catalogue as `a.b.c`, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [k, v] of flatten(value, path)) keys.set(k, v);
  }
  return keys;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);

describe.each([
  ['hi', hi],
  ['ar', ar],
])('the %s catalogue', (_name, catalogue) => {
  const translated = flatten(catalogue as Tree);

  test('has every English key, and only extra plural forms of plural keys', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect(extra.filter((key) => !PLURAL.test(key) || !english.has(key.replace(PLURAL, '_other')))).toEqual([]);
  });

  test('keeps the placeholders of each English text, and translates it', () => {
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'))!;
      // A plural form may say its number in words ('1 change', 'تغييران'): `count` is optional there.
      const names = (t: string) => placeholders(t).filter((name) => !(PLURAL.test(key) && name === 'count'));
      expect(names(text), key).toEqual(names(source));
      if (!/^[{}\w\s.,:;'’()-]*Learning Platform/.test(source)) expect(text, key).not.toBe(source);
    }
  });
});

test('every English key is used by the app', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const source = files('src')
    .filter((file) => !file.includes('/i18n/catalogues/'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const unused = [...english.keys()].map((key) => key.replace(PLURAL, '')).filter((key) => !source.includes(`'${key}'`));
  expect([...new Set(unused)]).toEqual([]);
});
