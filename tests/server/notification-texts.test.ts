/**
 * The notification texts (issue 52, contract/notification-texts): every language has every key
 * with the same placeholders (plural forms by the language's rules), and the server words a
 * notification from them in each language, falling back to the author's body where a text has none.
 */
import { describe, expect, it } from 'vitest';
import { PUSH_FALLBACK, pushFallbackFor } from '../../contract/push-fallback';
import { NOTIFICATION_TEXTS, wordNotification } from '../../server/slices/notifications/texts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => new Map(Object.entries(tree).flatMap(([key, value]) =>
  typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)]));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (key: string, text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).filter((name) => !(PLURAL.test(key) && name === 'count')).sort();
const english = flatten(NOTIFICATION_TEXTS.en as Tree);

describe.each(['hi', 'ar'] as const)('%s', (language) => {
  const texts = flatten(NOTIFICATION_TEXTS[language] as Tree);
  it('has every English key, the same placeholders, and its own words', () => {
    expect([...english.keys()].filter((key) => !texts.has(key))).toEqual([]);
    for (const [key, text] of texts) {
      const original = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect(original, `${key} is an extra key`).toBeDefined();
      expect(placeholders(key, text), key).toEqual(placeholders(key, original!));
      expect(text, key).not.toBe(original);
    }
  });
  it('has its push fallback', () => {
    expect(PUSH_FALLBACK[language].title).not.toBe(PUSH_FALLBACK.en.title);
    expect(PUSH_FALLBACK[language].body).not.toBe(PUSH_FALLBACK.en.body);
  });
});

it('words each notification in each language, with plurals and the author\'s body', () => {
  expect(wordNotification('en', 'quizPassed', { title: 'Week 1', percent: 80 })).toEqual({ title: 'Quiz graded: Week 1', body: 'You scored 80% and passed.' });
  expect(wordNotification('hi', 'quizPassed', { title: 'Week 1', percent: 80 })).toEqual({ title: 'क्विज़ जाँची गई: Week 1', body: 'आपके 80% अंक आए और आप पास हो गए।' });
  expect(wordNotification('en', 'message', {}, 'Hello')).toEqual({ title: 'New message from Someone', body: 'Hello' });
  expect(wordNotification('hi', 'message', { from: 'Ravi' }, 'नमस्ते')).toEqual({ title: 'Ravi का नया संदेश', body: 'नमस्ते' });
  expect(wordNotification('en', 'flashcards', { count: 1 }).title).toBe('1 flashcard to review');
  expect(wordNotification('en', 'flashcards', { count: 3 }).title).toBe('3 flashcards to review');
  expect(wordNotification('ar', 'flashcards', { count: 2 }).title).toBe('بطاقتان للمراجعة');
  expect(wordNotification('ar', 'flashcards', { count: 11 }).title).toBe('11 بطاقة للمراجعة');
  const lines = [{ batch: 'A', inactive: 2, days: 7 }, { batch: 'B', inactive: 1, days: 7 }];
  expect(wordNotification('en', 'batchDigest', { count: 2, lines })).toEqual({ title: '2 batches falling behind', body: 'A: 2 inactive for 7 days; B: 1 inactive for 7 days' });
  expect(wordNotification('hi', 'batchDigest', { count: 2, lines }).body).toBe('A: 2 शिक्षार्थी 7 दिन से निष्क्रिय; B: 1 शिक्षार्थी 7 दिन से निष्क्रिय');
});

it('picks the service worker\'s fallback by the browser language', () => {
  expect(pushFallbackFor('hi-IN')).toBe(PUSH_FALLBACK.hi);
  expect(pushFallbackFor('ar')).toBe(PUSH_FALLBACK.ar);
  expect(pushFallbackFor('fr-FR')).toBe(PUSH_FALLBACK.en);
  expect(pushFallbackFor(undefined)).toBe(PUSH_FALLBACK.en);
});
