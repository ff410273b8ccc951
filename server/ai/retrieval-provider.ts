/** The embedded default tutor (DESIGN §5): it answers by quoting the learner's own course material. */
import type { TutorProvider, TutorRequest } from './provider';

/** The opening every retrieval answer starts with, so the learner knows what it is. */
export const RETRIEVAL_INTRO = 'I am the course tutor: I quote your course material rather than write my own answer.';

/** The answer as text pieces: the intro, then one piece per passage naming its lesson. */
export function retrievalAnswer({ passages }: TutorRequest): string[] {
  if (passages.length === 0) {
    return [RETRIEVAL_INTRO, '\n\nI found nothing in your courses about that. Try other words, or ask your teacher.'];
  }
  return [
    RETRIEVAL_INTRO,
    ...passages.map((p) => `\n\nFrom the ${p.kind === 'lesson' ? 'lesson' : 'flashcards'} “${p.source}” (${p.courseTitle}):\n${p.text}`),
  ];
}

/** The retrieval tutor: no model, no network. */
export function createRetrievalProvider(): TutorProvider {
  return {
    name: 'retrieval',
    async *answer(request) {
      for (const piece of retrievalAnswer(request)) yield piece;
    },
  };
}
