/** The AI tutor's provider interface (DESIGN §5): whatever writes the answer to a learner's question. */

import type { InterfaceLanguage } from '../../contract/languages';

/** A passage of the learner's own course material that matches the question. */
export interface CoursePassage {
  /** A lesson's text, or a flashcard (front — back). */
  kind: 'lesson' | 'flashcards';
  /** Where it came from: the lesson title, or the flashcard deck's title. */
  source: string;
  courseTitle: string;
  text: string;
}

/** What a provider is asked. */
export interface TutorRequest {
  question: string;
  /** The best-matching passages of the course material the learner may open, best first. */
  passages: CoursePassage[];
  /** The learner's interface language (their synced preference; English when none): the answer's language where the provider can. */
  language?: InterfaceLanguage;
}

/** Writes an answer, streamed as text pieces in order. */
export interface TutorProvider {
  /** A short name for logs. */
  readonly name: string;
  answer(request: TutorRequest, signal?: AbortSignal): AsyncIterable<string>;
}
