// Issue 52: what an editor's content breaks is worded in the language shown — a deck without a title,
// two notes with one id, a note without a back, a title past its length — where before the contract's
// English (zod's message) showed in every language. English stays as it was.
import { afterEach, expect, test } from 'vitest';
import type { DeckContent } from '@contract/deck-authoring';
import { i18n, applyLanguage } from '@/i18n/i18n';
import { deckProblems } from '@/features/authoring/deck/use-deck-publish';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.removeItem('olp.language');
});

const note = (id: string, back = 'B') => ({ id, kind: 'basic' as const, front: 'F', back, reversed: false, tags: [], guid: null });
const deck = (over: Partial<DeckContent>): DeckContent => ({ title: 'Deck', description: '', courseId: null, notes: [note('n1')], ...over }) as DeckContent;

test('a deck without a title, with two notes of one id and a note without a back, in Hindi', async () => {
  await applyLanguage('hi');
  await i18n.loadNamespaces('refusals');
  expect(deckProblems(deck({ title: ' ' }))).toEqual(['डेक का शीर्षक चाहिए।']);
  expect(deckProblems(deck({ notes: [note('n1'), note('n1')] }))).toEqual(['दो नोट्स की आईडी एक जैसी है।']);
  const [backMissing] = deckProblems(deck({ notes: [note('n1'), note('n2', ' ')] }));
  expect(backMissing).toContain('कार्ड का पीछे का हिस्सा चाहिए।');
  expect(backMissing).toContain('2');
  // A rule of zod's own: the field (its name in Hindi, the fields namespace) and its problem, as the server's refusals are worded.
  expect(deckProblems(deck({ title: 'x'.repeat(201) }))).toEqual(['शीर्षक बहुत लंबा है।']);
});

test('English keeps the contract\'s words', async () => {
  expect(deckProblems(deck({ title: ' ' }))).toEqual(['The deck needs a title.']);
  expect(deckProblems(deck({ notes: [note('n1'), note('n1')] }))).toEqual(['Two notes have the same id.']);
});
