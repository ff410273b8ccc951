// A learner's Anki review history (issue 50, item 4): a modern package built here with cards and a
// revlog is read (src/data/anki/review-history.ts), its cards found among the cards the deck
// importer made of the same package, and the FSRS state replayed from the brought reviews equals
// ts-fsrs's own rebuild (`reschedule`) over the same Anki log.
import { beforeAll, describe, expect, test } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import { cardIdOf, expandNote } from '@contract/deck-authoring';
import { readReviewHistory } from '@/data/anki/review-history';
import { replayCard } from '@contract/flashcard-schedule';
import { parseApkg } from '@/features/authoring/deck/import/apkg';
import { checkParsedApkg } from '@/features/authoring/deck/import/check-import';
import { mergeImported } from '@/features/authoring/deck/import/merge';
import { derivedUuid, planHistory } from '@/features/practice/data/anki-history';
import { BASIC, BASIC_REVERSED, CLOZE, legacyApkg, loadSql, modernApkg, type FixturePackage, type FixtureReview } from '../../../support/anki/package';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSql();
});

const DAY = 86_400_000;
const T0 = Date.parse('2025-01-06T08:00:00Z');
const deckId = 'deck-anki-history';

/** Learn, review, lapse, relearn, review: one card's answers as Anki logs them (kind 0 learn, 1 review, 2 relearn). */
const answers = (cid: number, start: number, steps: [number, number, number][]): FixtureReview[] =>
  steps.map(([days, ease, type], i) => ({ id: start + days * DAY + cid * 1000 + i, cid, ease, type }));

const learner: FixturePackage = {
  notetypes: [BASIC, BASIC_REVERSED, CLOZE],
  notes: [
    { guid: 'capital-fr', mid: BASIC_REVERSED.id, fields: ['Capital of France', 'Paris'] },
    { guid: 'cloze-h2o', mid: CLOZE.id, fields: ['{{c1::Water}} is {{c2::H2O}}', ''] },
    { guid: 'only-in-anki', mid: BASIC.id, fields: ['Not in the course deck', 'x'] },
  ],
  cards: [{ id: 11, note: 0, ord: 0 }, { id: 12, note: 0, ord: 1 }, { id: 21, note: 1, ord: 0 }, { id: 22, note: 1, ord: 1 }, { id: 31, note: 2, ord: 0 }],
  revlog: [
    ...answers(11, T0, [[0, 3, 0], [1, 3, 1], [4, 1, 1], [4, 3, 2], [11, 4, 1]]),
    // Answered once, then "Forget" (manual, interval 0): only the answers after the reset count.
    ...answers(12, T0, [[0, 1, 0], [2, 3, 1]]),
    { id: T0 + 3 * DAY, cid: 12, ease: 0, type: 4, ivl: 0 },
    ...answers(12, T0 + 3 * DAY + 1, [[0, 3, 0], [2, 2, 1], [9, 3, 1]]),
    ...answers(21, T0, [[0, 2, 0], [1, 3, 0], [3, 3, 1]]),
    // Rescheduled by hand (kind 5, no button): left out, so this card has no answers to bring.
    { id: T0 + DAY, cid: 22, ease: 0, type: 5, ivl: 10 },
    ...answers(31, T0, [[0, 3, 0]]),
  ],
};

/** The deck an author made by importing the same notes (the course's copy of a shared deck). */
async function importedCardIds(bytes: Uint8Array): Promise<string[]> {
  const imported = await checkParsedApkg(parseApkg(bytes, SQL));
  const { notes } = await mergeImported(deckId, [], imported.notes.filter((n) => !n.front.includes('Not in the course')));
  return notes.flatMap((n) => expandNote(n).map((c) => cardIdOf(c.noteId, c.ordinal)));
}

/** ts-fsrs's own rebuild of a card from Anki's answers (reschedule from a new card at the epoch, fuzz off). */
function referenceState(rows: FixtureReview[]) {
  const scheduler = fsrs({ enable_fuzz: false });
  const history = rows.map((r) => ({ rating: r.ease as Grade, review: new Date(r.id) }));
  const { collections } = scheduler.reschedule(createEmptyCard(new Date(0)), history, { first_card: createEmptyCard(new Date(0)), skipManual: true });
  return collections.at(-1)!.card;
}

describe.each([
  ['modern (collection.anki21b)', () => modernApkg(SQL, learner)],
  ['legacy (collection.anki2)', () => legacyApkg(SQL, learner)],
])('Anki review history from a %s package', (_name, build) => {
  test('each answered card of the deck gets its history; the rest are counted, not guessed', async () => {
    const bytes = build();
    const history = readReviewHistory(bytes, SQL);
    expect(history.cards.map((c) => [c.guid, c.ord, c.answers.length])).toEqual([['capital-fr', 0, 5], ['capital-fr', 1, 3], ['cloze-h2o', 0, 3], ['only-in-anki', 0, 1]]);
    const cardIds = await importedCardIds(bytes);
    const plan = await planHistory(deckId, 'learner-1', cardIds, history, new Set());
    expect(plan).toMatchObject({ matchedCards: 3, unmatchedCards: 1, alreadyHere: 0 });
    expect(plan.reviews).toHaveLength(11);
    expect(new Set(plan.reviews.map((r) => r.cardId))).toEqual(new Set(cardIds.filter((id) => !id.endsWith(':c2'))));
    // The same file again adds nothing; another learner's ids differ.
    const again = await planHistory(deckId, 'learner-1', cardIds, history, new Set(plan.reviews.map((r) => r.id)));
    expect(again).toMatchObject({ reviews: [], alreadyHere: 11 });
    // A deck seeded before notes existed: each card is its own note, and an export from here names it by its id.
    const seeded = await planHistory(deckId, 'learner-1', ['capital-fr', 'cloze-h2o:c1'], history, new Set());
    expect(seeded).toMatchObject({ matchedCards: 2, unmatchedCards: 2 });
    expect(await derivedUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('the FSRS state replayed from the brought reviews equals ts-fsrs rebuilt over the same Anki log', async () => {
    const bytes = build();
    const cardIds = await importedCardIds(bytes);
    const plan = await planHistory(deckId, 'learner-1', cardIds, readReviewHistory(bytes, SQL), new Set());
    const ankiCard: Record<string, number> = { ':1': 11, ':r': 12, ':c1': 21 };
    for (const cardId of new Set(plan.reviews.map((r) => r.cardId))) {
      const cid = ankiCard[cardId.slice(cardId.lastIndexOf(':'))]!;
      const log = learner.revlog!.filter((r) => r.cid === cid && r.ease > 0 && (cid !== 12 || r.id > T0 + 3 * DAY));
      const state = replayCard(cardId, plan.reviews);
      const reference = referenceState(log);
      expect({ due: state.due.toISOString(), stability: state.stability, difficulty: state.difficulty, state: state.state, reps: state.reps, lapses: state.lapses })
        .toEqual({ due: reference.due.toISOString(), stability: reference.stability, difficulty: reference.difficulty, state: reference.state, reps: reference.reps, lapses: reference.lapses });
      expect(state.reps).toBe(log.length);
    }
    // The lapse of card 11 shows: one lapse, and it is due after its last answer.
    const first = replayCard(cardIds.find((id) => id.endsWith(':1'))!, plan.reviews);
    expect(first.lapses).toBe(1);
    expect(first.due.getTime()).toBeGreaterThan(T0 + 11 * DAY);
  });
});
