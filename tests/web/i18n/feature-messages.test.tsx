// Issue 52: each feature's texts are a namespace of their own (src/features/<feature>/messages).
// Every translation has every English key and keeps its placeholders, every English key is used by
// the feature, and the texts switch with the language: at once for a feature on screen, and after
// loading its translation for a feature first shown in the new language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { applyLanguage, i18n } from '@/i18n/i18n';
import SyncBadge from '@/features/sync-status/components/sync-badge';

type Tree = { [key: string]: string | Tree };
type Messages = Record<string, { messages: Tree }>;

const english = import.meta.glob<{ messages: Tree }>('/src/features/*/messages/en.ts', { eager: true });
const translations: Messages = import.meta.glob<{ messages: Tree }>('/src/features/*/messages/{hi,ar}.ts', { eager: true });

/** Every key of a tree as `a.b.c`, with its text. */
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
const featureOf = (path: string) => path.split('/')[3]!;
const sourceOf = (dir: string): string =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? (entry.name === 'messages' ? [] : [sourceOf(join(dir, entry.name))]) : /\.tsx?$/.test(entry.name) ? [readFileSync(join(dir, entry.name), 'utf8')] : []))
    .join('\n');

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('at least one feature has its namespace', () => {
  expect(Object.keys(english).length).toBeGreaterThan(0);
});

describe.each(Object.keys(english).map(featureOf))('the %s namespace', (feature) => {
  const source = flatten(english[`/src/features/${feature}/messages/en.ts`]!.messages);

  test.each(['hi', 'ar'])('%s has every English key, keeps the placeholders and translates each text', (language) => {
    const module = translations[`/src/features/${feature}/messages/${language}.ts`];
    expect(module, `src/features/${feature}/messages/${language}.ts`).toBeDefined();
    const translated = flatten(module!.messages);
    expect([...source.keys()].filter((key) => !translated.has(key))).toEqual([]);
    for (const [key, text] of translated) {
      const original = source.get(key) ?? source.get(key.replace(PLURAL, '_other'));
      expect(original, `${key} is an extra key`).toBeDefined();
      const names = (t: string) => placeholders(t).filter((name) => !(PLURAL.test(key) && name === 'count'));
      expect(names(text), key).toEqual(names(original!));
      expect(text, key).not.toBe(original);
    }
  });

  test('every English key is used by the feature', () => {
    const code = sourceOf(`src/features/${feature}`);
    // A key is used as 'a.b' or, for a group looked up by a computed key, as its group `a.${…}`.
    const unused = [...source.keys()]
      .map((key) => key.replace(PLURAL, ''))
      .filter((key) => !code.includes(`'${key}'`) && !code.includes(`\`${key.split('.')[0]}.\${`));
    expect([...new Set(unused)]).toEqual([]);
  });
});

describe('switching language', () => {
  const offlineWithTwoWaiting = () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  };
  afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));

  test('a feature on screen switches with the shell, without waiting', async () => {
    offlineWithTwoWaiting();
    render(<MantineProvider><Suspense fallback={<p>waiting</p>}><SyncBadge /></Suspense></MantineProvider>);
    expect(await screen.findByRole('status', { name: 'Sync status: Offline' })).toBeTruthy();
    await act(() => applyLanguage('hi'));
    expect(screen.getByRole('status', { name: 'सिंक की स्थिति: ऑफ़लाइन' })).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    await act(() => applyLanguage('ar'));
    expect(screen.getByRole('status', { name: 'حالة المزامنة: غير متصل' })).toBeTruthy();
  });

  test('a feature first shown in a chosen language loads its translation, then shows it', async () => {
    offlineWithTwoWaiting();
    await act(() => applyLanguage('hi'));
    // As on a device in Hindi whose sync status code loads after the language was chosen: neither
    // the feature's Hindi texts nor a record of loading them are there yet.
    i18n.removeResourceBundle('hi', 'sync-status');
    delete (i18n.services.backendConnector as { state: Record<string, number> }).state['hi|sync-status'];
    render(<MantineProvider><Suspense fallback={<p>waiting</p>}><SyncBadge /></Suspense></MantineProvider>);
    expect(await screen.findByRole('status', { name: 'सिंक की स्थिति: ऑफ़लाइन' })).toBeTruthy();
    expect(i18n.hasResourceBundle('hi', 'sync-status')).toBe(true);
  });
});
