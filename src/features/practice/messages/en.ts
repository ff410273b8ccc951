/** Practice's texts in English (issue 52): exercises, flashcards and the Anki history; the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  backToPractice: 'Back to practice',
  onDevice: {
    exercise: {
      title: 'Exercise',
      loading: 'Loading exercise',
      missing: 'This exercise is not on this device. It arrives with the next sync if your course includes it.',
    },
    deck: {
      title: 'Flashcards',
      loading: 'Loading deck',
      missing: 'This deck is not on this device. It arrives with the next sync if your course includes it.',
    },
  },
  home: {
    title: 'Start exercise',
    exercises: 'Exercises',
    loading: 'Loading exercises',
    none: 'No exercises yet — they arrive with your courses.',
    questions: ' · {{number}} questions',
  },
  due: {
    title: 'Flashcards due',
    loading: 'Loading flashcards',
    none: 'No flashcard decks yet — they arrive with your courses.',
    decks: 'Flashcard decks',
    label: '{{due}} of {{total}} due',
    badge: '{{due}} due',
  },
  exercise: {
    attemptSaved: 'Attempt saved',
    result: 'You got {{correct}} of {{total}} right. It is saved on this device and syncs when you are online.',
    tryAgain: 'Try again',
    finish: 'Finish and save',
    checkEvery: 'Check every question to finish.',
  },
  item: {
    question: 'Question {{number}}',
    yourAnswer: 'Your answer',
    chooseEvery: 'Choose every right answer',
    chooseOne: 'Choose one answer',
    correct: 'Correct',
    notQuite: 'Not quite',
    wellDone: 'Well done.',
    rightAnswer: 'The right answer: {{answer}}',
    hint: 'Hint: {{hint}}',
    check: 'Check answer {{number}}',
    order: '{{label}}: put in order',
    moveUp: 'Move "{{entry}}" up',
    moveDown: 'Move "{{entry}}" down',
  },
  attempts: {
    title: 'Your attempts',
    loading: 'Loading attempts',
    none: 'No attempts yet.',
    list: 'Attempts',
    score: '{{correct}} of {{total}} right',
  },
  mastery: {
    region: 'Mastery',
    mastered: 'Mastered',
    toMaster: 'To master this exercise',
    masteredProgress: 'You have mastered it. {{progress}}',
    rule: {
      all: 'Get every question right in one attempt.',
      streakOne: 'Get one answer right.',
      streak: 'Get {{n}} answers right in a row.',
      window: 'Get {{m}} of your last {{n}} answers right.',
    },
    progress: {
      noQuestions: 'This exercise has no questions yet.',
      all: 'Your best attempt: {{best}} of {{total}} right.',
      streak: 'Right in a row now: {{run}} (best {{longest}}) of {{n}}.',
      window: 'Right in your last {{n}} answers: {{right}} of the {{m}} needed.',
    },
  },
  /** The four answers to a flashcard (RATINGS), by their English label. */
  ratings: {
    Again: 'Again',
    Hard: 'Hard',
    Good: 'Good',
    Easy: 'Easy',
  },
  study: {
    flashcard: 'Flashcard',
    cardsDue: '{{due}} of {{total}} cards due',
    howWell: 'How well did you know it?',
    showAnswer: 'Show answer',
    keys: 'Keys: Space shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy.',
    caughtUp: 'All caught up — no cards due in this deck.',
    nextDue: 'Next card due {{when}}.',
    bringHistory: 'Bring my Anki review history',
  },
  anki: {
    title: 'Bring your Anki review history',
    intro: 'Studied this deck in Anki before? Choose your Anki export (.apkg or .colpkg, with “Include scheduling information” ticked). It is read on this device. Your answers are matched to this deck’s cards, and your schedule here continues from where Anki left it.',
    chooseFile: 'Choose Anki file',
    notAdded: 'Not added',
    unreadable: 'The file could not be read.',
    notSaved: 'Your history could not be saved on this device. Nothing was added; try again.',
    reading: 'Reading your Anki file…',
    added: 'History added',
    addedBody: '{{answers}} added. Your due cards now follow your Anki history; they are sent to the server when you are online.',
    done: 'Done',
    preview: 'What will be added',
    answers_one: '{{count, number}} answer',
    answers_other: '{{count, number}} answers',
    matched_one: '{{count, number}} card of this deck gets a history: {{answers}} to add.',
    matched_other: '{{count, number}} cards of this deck get a history: {{answers}} to add.',
    unmatched_one: '{{count, number}} card of your file is not in this deck and is left out.',
    unmatched_other: '{{count, number}} cards of your file are not in this deck and are left out.',
    alreadyHere_one: '{{count, number}} answer was added before and is not added again.',
    alreadyHere_other: '{{count, number}} answers were added before and are not added again.',
    nothingNew: 'There is nothing new to add from this file for this deck.',
    addHistory: 'Add my history',
    cancel: 'Cancel',
  },
};

/** Practice's texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const practiceNs = englishMessages('practice', messages);
