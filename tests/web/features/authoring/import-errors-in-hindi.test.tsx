// Issue 52: the importers' parse errors are worded in the language shown. A broken GIFT question, a
// broken Moodle XML file and a broken Anki package are read in Hindi (the package's reason comes from
// its worker code as a key and parameters, the page words it); English stays as it was.
import { afterEach, beforeAll, expect, test } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8 } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { applyLanguage } from '@/i18n/i18n';
import { importGift } from '@/features/authoring/quiz/import/gift';
import { importMoodleXml } from '@/features/authoring/quiz/import/moodle-xml';
import { importAiken } from '@/features/authoring/quiz/import/aiken';
import { parseApkg } from '@/features/authoring/deck/import/apkg';
import { checkParsedApkg } from '@/features/authoring/deck/import/check-import';
import { readerErrorWords } from '@/data/anki/apkg-words';
import { ApkgError } from '@/data/anki/apkg-error';
import { ImportQuestions } from '@/features/authoring/quiz/import-questions';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';
import { loadSql } from '../../../support/anki/package';
import { renderEditor } from './render-editor';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSql();
});
afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

const BROKEN_GIFT = '::Q1:: Which is a fruit? {=Apple ~Stone\n';
const errorsOf = (result: { blocks: { error?: string }[] }) => result.blocks.flatMap((b) => (b.error ? [b.error] : []));

test('a GIFT question without its closing brace, and an essay, are refused in Hindi', async () => {
  const english = errorsOf(importGift(`${BROKEN_GIFT}\nWrite an essay. {}\n`));
  expect(english[0]).toMatch(/^This is not valid GIFT: the question ends too early \(line \d+, column \d+\); is a closing } missing\?\.$/);
  await act(() => applyLanguage('hi'));
  const hindi = errorsOf(importGift(`${BROKEN_GIFT}\nWrite an essay. {}\n`));
  expect(hindi[0]).toMatch(/^यह सही GIFT नहीं है: सवाल बहुत जल्दी खत्म हो जाता है \(लाइन \d+, कॉलम \d+\); क्या कोई बंद करने वाला } छूट गया है\?।$/);
  expect(hindi[1]).toBe('निबंध को कोई व्यक्ति ही जाँच सकता है, और यहाँ क्विज़ डिवाइस और सर्वर पर जाँचे जाते हैं।');
});

test('a broken Moodle XML file and a file that is not Moodle XML are refused in Hindi', async () => {
  await act(() => applyLanguage('hi'));
  expect(errorsOf(importMoodleXml('<quiz><question type="multichoice"><name>'))[0]).toMatch(/^यह सही XML नहीं है: .+।$/);
  expect(errorsOf(importMoodleXml('<questions/>'))).toEqual(['यह XML है, पर Moodle XML नहीं: इसमें <quiz> एलिमेंट नहीं है।']);
  const essay = '<quiz><question type="essay"><name><text>E</text></name><questiontext format="html"><text>Why?</text></questiontext></question></quiz>';
  expect(errorsOf(importMoodleXml(essay))).toEqual(['निबंध को कोई व्यक्ति ही जाँच सकता है, और यहाँ क्विज़ डिवाइस और सर्वर पर जाँचे जाते हैं।']);
});

test('an Aiken question with a bad option line names its line in Hindi', async () => {
  await act(() => applyLanguage('hi'));
  expect(errorsOf(importAiken('What is 2 + 2?\nA. 3\nfour\nANSWER: A\n'))).toEqual(['लाइन 3 कोई विकल्प (“A. …”) नहीं है: “four”।']);
});

test('a file that is not an Anki package: its reason is a key, worded in Hindi by the page, English in its message', async () => {
  let thrown: unknown;
  try {
    parseApkg(strToU8('not a zip at all'), SQL);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ApkgError);
  expect((thrown as ApkgError).problem).toEqual({ key: 'notZip', params: undefined });
  expect((thrown as ApkgError).message).toBe('This file is not an Anki package (.apkg): it could not be unzipped. It may be damaged or only partly downloaded.');
  await act(() => applyLanguage('hi'));
  expect(await readerErrorWords(thrown)).toBe('यह फ़ाइल Anki पैकेज (.apkg) नहीं है: इसे अनज़िप नहीं किया जा सका। हो सकता है यह खराब हो या अधूरी डाउनलोड हुई हो।');
  expect(await readerErrorWords(new Error('out of memory'))).toBe('पैकेज पढ़ा नहीं जा सका।');
});

test("the worker's reasons for notes that give no card are worded on the page, numbers in the language's digits and grouping", async () => {
  const parsed = { rows: [{ row: 1, problem: { key: 'noCard' as const, params: { note: 12345, type: 'Basic' } } }, { row: 2 }], media: { images: [], sounds: [], missing: [], skipped: [] }, images: [], source: 'collection.anki21' };
  expect((await checkParsedApkg(parsed)).rows.map((r) => r.error)).toEqual([
    'Note 12,345 (Basic) gives no card: the fields its cards show are empty.',
    'This note could not be read.',
  ]);
  await act(() => applyLanguage('hi'));
  expect((await checkParsedApkg(parsed)).rows.map((r) => r.error)).toEqual([
    'नोट 12,345 (Basic) से कोई कार्ड नहीं बनता: उसके कार्ड जो फ़ील्ड दिखाते हैं, वे खाली हैं।',
    'यह नोट पढ़ा नहीं जा सका।',
  ]);
  await act(() => applyLanguage('ar'));
  const arabic = (await checkParsedApkg(parsed)).rows[0]!.error!;
  expect(arabic).toContain(new Intl.NumberFormat('ar').format(12345));
  expect(arabic).toContain('لا تعطي أي بطاقة');
});

test('the import dialog shows a broken GIFT question’s error in Hindi', async () => {
  const user = userEvent.setup();
  renderEditor(<ImportQuestions onImport={() => undefined} quizName="Fruit" content={EMPTY_QUIZ} />);
  await act(() => applyLanguage('hi'));
  await user.click(await screen.findByRole('button', { name: 'इम्पोर्ट करें' }));
  fireEvent.change(await screen.findByRole('textbox'), { target: { value: BROKEN_GIFT } });
  expect(await screen.findByText(/यह सही GIFT नहीं है: सवाल बहुत जल्दी खत्म हो जाता है/)).toBeTruthy();
  expect(screen.queryByText(/not valid GIFT/)).toBeNull();
});
