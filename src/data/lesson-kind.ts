/** What a lesson is, as the outline and the player name it: its practice link first, else its media type. */
import type { LessonRow } from './db';

/** The label of a lesson's kind. */
export type LessonKind = 'Quiz' | 'Exercise' | 'Flashcards' | 'Video' | 'PDF' | 'Reading' | 'Package';

const typeLabels = { text: 'Reading', video: 'Video', pdf: 'PDF', package: 'Package' } as const;

/** A lesson that leads to a quiz is a quiz, not 'Reading'; likewise exercises and flashcards. */
export function lessonKind(lesson: Pick<LessonRow, 'type' | 'quizId' | 'exerciseId' | 'deckId'>): LessonKind {
  if (lesson.quizId) return 'Quiz';
  if (lesson.exerciseId) return 'Exercise';
  if (lesson.deckId) return 'Flashcards';
  return typeLabels[lesson.type];
}
