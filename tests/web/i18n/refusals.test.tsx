// Issue 52, item 5: the server's refusal codes (contract/refusals.ts) have texts in English, Hindi
// and Arabic with the same placeholders, and a refused write shows its reason in the learner's
// language; an unknown code (a newer server) shows the server's English reason.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { refusalTemplates } from '@contract/refusals';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { enqueue } from '@/data/sync/outbox';
import { SyncStatus } from '@/features/sync-status/components/sync-status';
import { applyLanguage, i18n } from '@/i18n/i18n';
import { messages as english } from '@/i18n/refusals/en';
import { messages as hindi } from '@/i18n/refusals/hi';
import { messages as arabic } from '@/i18n/refusals/ar';
import { refusalText } from '@/i18n/refusals/refusal-text';
import { fieldNames } from '@contract/field-names';
import { messages as hindiFields } from '@/i18n/fields/hi';
import { messages as arabicFields } from '@/i18n/fields/ar';
import { fakeTransport } from '../data/sync/fake-transport';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort();
const codeOf = (key: string) => key.replace(PLURAL, '');
/** Names kept as written in every language: file formats and encodings, and the files, XML elements and JSON fields of a package. */
const TECHNICAL = /\b(gzip|WebM|JPEG|WebP|SCORM|JSON|imsmanifest\.xml|h5p\.json|library\.json|manifest|organization|href|schemaversion|mainLibrary|preloadedDependencies|machineName|majorVersion|minorVersion)\b/g;
/** The placeholders of a code across its English forms (`count` may be left out of a form: "one section"). */
function englishPlaceholders(code: string): string[] {
  const forms = Object.entries(refusalTemplates).filter(([key]) => codeOf(key) === code);
  return [...new Set(forms.flatMap(([, text]) => placeholders(text)))].sort();
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

describe('the refusal texts', () => {
  test('the English namespace is the contract’s templates', () => {
    expect(english).toBe(refusalTemplates);
    expect(Object.keys(english).length).toBeGreaterThan(60);
  });

  test.each([['hi', hindi as Record<string, string>], ['ar', arabic as Record<string, string>]])('%s has every code, translated, with the same placeholders', (language, translated) => {
    for (const key of Object.keys(refusalTemplates)) expect(translated[key], `${language} ${key}`).toBeTypeOf('string');
    for (const [key, text] of Object.entries(translated)) {
      const code = codeOf(key);
      const expected = englishPlaceholders(code);
      expect(expected.length > 0 || key in refusalTemplates, `${language} ${key} is a code`).toBe(true);
      if (PLURAL.test(key)) {
        expect(`${code}_other` in refusalTemplates, `${language} ${key}: plural forms only for plural codes`).toBe(true);
        expect(placeholders(text).every((name) => expected.includes(name)), `${language} ${key}`).toBe(true);
        expect(expected.filter((name) => name !== 'count').every((name) => placeholders(text).includes(name)), `${language} ${key}`).toBe(true);
      } else {
        expect(placeholders(text), `${language} ${key}`).toEqual(expected);
      }
      expect(text, `${language} ${key} is translated`).not.toBe((refusalTemplates as Record<string, string>)[key]);
      expect(text.replace(/\{\{\w+\}\}/g, '').replace(TECHNICAL, ''), `${language} ${key}: no English left`).not.toMatch(/[A-Za-z]{4,}/);
    }
  });
});

describe('a refusal shown', () => {
  test('in Hindi and Arabic with its params, numbers written for the language; English keeps the server’s words', async () => {
    const refused = { reason: 'server English', code: 'tutor-credit-used', params: { limit: 100000 } };
    expect(refusalText(refused, '')).toBe('server English');
    await act(() => applyLanguage('hi'));
    expect(refusalText(refused, '')).toBe(`आप ट्यूटर से आज के ${new Intl.NumberFormat('hi-IN').format(100000)} सवाल पूछ चुके हैं। कल आपको फिर से सवाल मिलेंगे।`);
    expect(refusalText(refused, '')).toContain('1,00,000');
    expect(refusalText({ code: 'quiz-attempts-used', params: { quiz: 'Q1', count: 1 } }, '')).toBe('"Q1" में 1 कोशिश की अनुमति है, और आप उसे इस्तेमाल कर चुके हैं, इसलिए इस कोशिश को अंक नहीं मिले।');
    await act(() => applyLanguage('ar'));
    expect(i18n.language).toBe('ar');
    expect(refusalText({ code: 'quiz-attempts-used', params: { quiz: 'Q1', count: 2 } }, '')).toBe('يسمح "Q1" بمحاولتين وقد استخدمتهما، لذلك لم تُقيَّم هذه المحاولة.');
  });

  test('a field zod refused is worded by its problem; a staff refusal with its params and plural form', async () => {
    const refused = { reason: 'The request json is invalid.', code: 'invalid-field', params: { part: 'json', field: 'title', problem: 'too-long', fields: 'title' } };
    expect(refusalText(refused, '')).toBe('The request json is invalid.');
    await act(() => applyLanguage('hi'));
    expect(refusalText(refused, '')).toBe('शीर्षक बहुत लंबा है।');
    expect(refusalText({ ...refused, params: { ...refused.params, problem: 'required' } }, '')).toBe('शीर्षक भरना ज़रूरी है।');
    // A problem this PWA does not know: the code's own sentence.
    expect(refusalText({ ...refused, params: { ...refused.params, problem: 'newer-problem' } }, '')).toBe('भेजा गया json सही नहीं है।');
    expect(refusalText({ code: 'batch-name-taken', params: { name: 'Morning' } }, '')).toBe('"Morning" नाम का बैच पहले से है।');
    await act(() => applyLanguage('ar'));
    expect(refusalText(refused, '')).toBe('الحقل العنوان طويل جدًا.');
    expect(refusalText({ code: 'requests-missing', params: { count: 2 } }, '')).toBe('طلبان مما ذُكر هنا ليسا في مؤسستك أو لم يعودا موجودين.');
  });

  test('a field is named in the language shown: a nested one by its last named part, an unknown one by its schema name', async () => {
    const refused = (field: string, fields = field) => ({ reason: 'The request json is invalid.', code: 'invalid-field', params: { part: 'json', field, problem: 'too-long', fields } });
    await act(() => applyLanguage('hi'));
    expect(refusalText(refused('questions.3.prompt'), '')).toBe('सवाल बहुत लंबा है।');
    expect(refusalText({ ...refused('startsOn'), params: { ...refused('startsOn').params, problem: 'required' } }, '')).toBe('शुरू होने की तारीख़ भरना ज़रूरी है।');
    expect(refusalText(refused('colourScheme'), '')).toBe('colourScheme बहुत लंबा है।');
    expect(refusalText({ code: 'request-invalid', params: { part: 'json', fields: 'name, email, colourScheme' } }, '')).toBe('भेजा गया json सही नहीं है (नाम, ईमेल, colourScheme)।');
    await act(() => applyLanguage('ar'));
    expect(refusalText(refused('description'), '')).toBe('الحقل الوصف طويل جدًا.');
  });

  test.each([['hi', hindiFields], ['ar', arabicFields]])('the %s field names: every one, translated', (_language, translated) => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(fieldNames).sort());
    for (const [name, text] of Object.entries(translated)) {
      expect(text, name).not.toBe(fieldNames[name as keyof typeof fieldNames]);
      expect(text, name).not.toMatch(/[A-Za-z]{4,}/);
    }
  });

  test('a package refusal is worded by its own code, the path kept as written; Arabic picks the plural form of the count', async () => {
    const symlink = { reason: 'The entry "a/link" is a symbolic link; packages may not contain links.', code: 'package-entry-symlink', params: { path: 'a/link' } };
    const many = { code: 'package-too-many-entries', params: { count: 33, max: 20 } };
    expect(refusalText(symlink, '')).toBe(symlink.reason);
    await act(() => applyLanguage('hi'));
    expect(refusalText(symlink, '')).toBe('"a/link" एक सिम्बॉलिक लिंक है; पैकेज में लिंक नहीं हो सकते।');
    expect(refusalText(many, '')).toBe(`पैकेज में 33 फ़ाइलें हैं; ज़्यादा से ज़्यादा ${new Intl.NumberFormat('hi-IN').format(20)} ली जाती हैं।`);
    await act(() => applyLanguage('ar'));
    expect(refusalText(symlink, '')).toBe('المدخل "a/link" رابط رمزي، ولا يجوز أن تحتوي الحزم على روابط.');
    expect(refusalText(many, '')).toBe(`في الحزمة 33 ملفًا، والحد الأقصى المقبول ${new Intl.NumberFormat('ar').format(20)}.`);
    expect(refusalText({ ...many, params: { count: 5, max: 4 } }, '')).toBe(`في الحزمة 5 ملفات، والحد الأقصى المقبول ${new Intl.NumberFormat('ar').format(4)}.`);
  });

  test('an unknown code (a newer server) shows the server’s English reason; nothing at all, the fallback', async () => {
    await act(() => applyLanguage('hi'));
    expect(refusalText({ reason: 'A newer refusal.', code: 'not-yet-known', params: {} }, 'fallback')).toBe('A newer refusal.');
    expect(refusalText({}, 'fallback')).toBe('fallback');
  });
});

describe('a refused write', () => {
  beforeEach(async () => {
    await clearLocalUserData();
  });

  test('shows its reason in Hindi: the code and params the server sent are kept with the write', async () => {
    await enqueue('message.send', { messageId: crypto.randomUUID(), roomId: 'r5-general', body: 'Hello', sentAt: '2026-11-22T10:00:00.000Z' });
    const { transport } = fakeTransport((body) => ({
      lastMutationId: body.mutations.at(-1)!.id,
      results: body.mutations.map((m) => ({ id: m.id, status: 'rejected' as const, reason: 'You can only message people you share a batch with.', code: 'chat-no-shared-batch' })),
    }));
    await drainOutbox(transport);
    await act(() => applyLanguage('hi'));
    render(<MantineProvider><SyncStatus /></MantineProvider>);
    expect(await screen.findByText(/आप सिर्फ़ उन्हीं लोगों को संदेश भेज सकते हैं जो आपके बैच में हैं।/)).toBeTruthy();
    expect(screen.queryByText(/share a batch/)).toBeNull();
    await act(() => applyLanguage('en'));
    expect(await screen.findByText(/You can only message people you share a batch with\./)).toBeTruthy();
  });
});
