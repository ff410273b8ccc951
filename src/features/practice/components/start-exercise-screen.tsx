/**
 * `/start-exercise`: an exercise (`?exercise=`), a flashcard study session (`?deck=`), or without
 * either the list of exercises and decks to pick from.
 */
import { ExerciseScreen } from './exercise-screen';
import { PracticeHome } from './practice-home';
import { StudySession } from './study-session';

/** What `/start-exercise` was asked to open. */
export interface StartExerciseSearch {
  exercise?: string;
  deck?: string;
}

/** The practice screen for the given search. */
export function StartExerciseScreen({ exercise, deck }: StartExerciseSearch) {
  if (exercise) return <ExerciseScreen exerciseId={exercise} />;
  if (deck) return <StudySession deckId={deck} />;
  return <PracticeHome />;
}
