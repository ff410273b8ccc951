// Issue 52: the QTI and Canvas importers, and the GIFT export's notes, word what cannot import (or
// export) and what would change in the language shown (the authoring namespace's `parse` group);
// English stays as it was.
import { afterEach, expect, test } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { importQtiPackage, importQtiXml } from '@/features/authoring/quiz/import/qti';
import { exportGift } from '@/features/authoring/quiz/import/gift-export';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';
import { checkParsedApkg } from '@/features/authoring/deck/import/check-import';
import { noteProblem } from '@contract/deck-authoring';
import { noteProblemWords } from '@/features/authoring/shared/contract-words';
import { zipFixture } from '../../../support/question-banks/zip-folder';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.removeItem('olp.language');
});

const reasons = (result: ReturnType<typeof importQtiXml>) => ({
  changed: result.changed.map((b) => b.change),
  errors: result.blocks.flatMap((b) => (b.error ? [b.error] : [])),
});

test("Canvas's export: what would change and what cannot import, in Hindi", async () => {
  await applyLanguage('hi');
  expect(reasons(importQtiPackage(zipFixture('canvas-quiz')))).toEqual({
    changed: [
      'सही और गलत जवाबों का इसका फ़ीडबैक छोड़ दिया गया है (यहाँ सवाल में सामान्य फ़ीडबैक और हर जवाब का फ़ीडबैक होता है)।',
      'इसके चित्र (Uploaded Media/cell.png) छोड़ दिए गए हैं: यहाँ सवाल में सिर्फ़ टेक्स्ट होता है। यहाँ इसका 1 अंक है, 0.5 नहीं: अंक पूरी संख्या में होते हैं।',
    ],
    errors: ['निबंध को कोई व्यक्ति ही जाँच सकता है, और यहाँ क्विज़ डिवाइस और सर्वर पर जाँचे जाते हैं।', 'Canvas के “matching” सवालों का यहाँ कोई रूप नहीं है।'],
  });
});

test('a point in Arabic takes its plural form; a file that is not a QTI item is refused in Arabic', async () => {
  await applyLanguage('ar');
  expect(reasons(importQtiPackage(zipFixture('canvas-quiz'))).changed[1]).toBe('أُغفلت صوره (Uploaded Media/cell.png): السؤال هنا نص فقط. قيمته هنا نقطة واحدة، لا 0.5: النقاط أعداد صحيحة.');
  expect(reasons(importQtiXml('<quiz/>')).errors).toEqual(['هذا <quiz>، وليس سؤال QTI ‏(assessmentItem) ولا اختبار Canvas ‏(questestinterop).']);
  expect(reasons(importQtiXml('<a><b></a>')).errors[0]).toMatch(/^ملف XML ليس XML صالحًا: .+\.$/);
});

test('in English the texts are as before', () => {
  expect(reasons(importQtiXml('<quiz/>')).errors).toEqual(['It is a <quiz>, not a QTI item (assessmentItem) or a Canvas quiz (questestinterop).']);
  expect(reasons(importQtiXml('<a><b></a>')).errors[0]).toMatch(/^The XML is not valid XML: .+\.$/);
});

test("the GIFT export names what it leaves out and changes, in Hindi", async () => {
  await applyLanguage('hi');
  const ordering = { id: 'o', prompt: 'Order these', kind: 'ordering' as const, options: ['a', 'b'], items: [], answer: ['a', 'b'], tolerance: 0, points: 1, feedback: '' };
  const allOrNothing = { ...ordering, id: 'm', kind: 'multiple' as const, options: ['a', 'b', 'c'], answer: ['a', 'b'] };
  const { skipped, changed } = exportGift({ ...EMPTY_QUIZ, questions: [ordering, allOrNothing] });
  expect(skipped).toEqual([{ question: 1, reason: 'GIFT में क्रम वाले सवाल नहीं होते' }]);
  expect(changed).toEqual([{ question: 2, reason: 'GIFT हर सही विकल्प पर अंकों का हिस्सा देता है; यहाँ पूरे अंक या कुछ नहीं था' }]);
});

test("an Anki package's image skipped in the worker (a key) is worded by the page in Hindi", async () => {
  const parsed = { rows: [], images: [], source: 'collection.anki2', media: { images: ['cat.gif'], sounds: [], missing: [], skipped: [{ name: 'cat.gif', reason: { key: 'imageTooBig' as const, params: { size: '11 MB', max: '10 MB' } } }] } };
  expect((await checkParsedApkg(parsed)).media?.skipped).toEqual([{ name: 'cat.gif', reason: 'it is 11 MB; an image may be at most 10 MB' }]);
  await applyLanguage('hi');
  expect((await checkParsedApkg(parsed)).media?.skipped).toEqual([{ name: 'cat.gif', reason: 'यह 11 MB का है; एक चित्र ज़्यादा से ज़्यादा 10 MB का हो सकता है' }]);
});

test("a deck note's problem: a code the page words in the language shown; the contract's English stays for the server", async () => {
  const cloze = { kind: 'cloze' as const, front: 'No gap here', back: '' };
  expect(noteProblemWords(cloze)).toBe('A cloze card needs at least one deletion like {{c1::answer}}.');
  expect(noteProblemWords(cloze)).toBe(noteProblem(cloze));
  await applyLanguage('hi');
  expect(noteProblemWords(cloze)).toBe('क्लोज़ कार्ड में कम से कम एक खाली जगह चाहिए, जैसे {{c1::answer}}।');
  expect(noteProblemWords({ kind: 'basic', front: 'Q', back: ' ' })).toBe('कार्ड का पीछे का हिस्सा चाहिए।');
  expect(noteProblem(cloze)).toBe('A cloze card needs at least one deletion like {{c1::answer}}.');
});
