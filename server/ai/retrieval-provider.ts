/**
 * The embedded default tutor (DESIGN §5): it answers by quoting the learner's own course material,
 * its own framing sentences in the learner's language (the quotes stay as the author wrote them).
 */
import type { InterfaceLanguage } from '../../contract/languages';
import type { CoursePassage, TutorProvider, TutorRequest } from './provider';

/** The opening every retrieval answer starts with, so the learner knows what it is. */
export const RETRIEVAL_INTRO = 'I am the course tutor: I quote your course material rather than write my own answer.';

interface Framing {
  intro: string;
  nothing: string;
  from: (p: CoursePassage) => string;
}

/** The tutor's own sentences, by language. */
export const RETRIEVAL_FRAMING: Record<InterfaceLanguage, Framing> = {
  en: {
    intro: RETRIEVAL_INTRO,
    nothing: 'I found nothing in your courses about that. Try other words, or ask your teacher.',
    from: (p) => `From the ${p.kind === 'lesson' ? 'lesson' : 'flashcards'} “${p.source}” (${p.courseTitle}):`,
  },
  hi: {
    intro: 'मैं कोर्स ट्यूटर हूँ: मैं अपना जवाब लिखने के बजाय आपकी कोर्स सामग्री से उद्धरण देता हूँ।',
    nothing: 'मुझे आपके कोर्स में इस बारे में कुछ नहीं मिला। दूसरे शब्दों में पूछकर देखें, या अपने शिक्षक से पूछें।',
    from: (p) => `${p.kind === 'lesson' ? 'पाठ' : 'फ़्लैशकार्ड'} “${p.source}” (${p.courseTitle}) से:`,
  },
  ar: {
    intro: 'أنا مدرّس الدورة: أقتبس من مواد دورتك بدلًا من أن أكتب إجابة من عندي.',
    nothing: 'لم أجد شيئًا عن ذلك في دوراتك. جرّب كلمات أخرى، أو اسأل معلّمك.',
    from: (p) => `من ${p.kind === 'lesson' ? 'الدرس' : 'البطاقات'} “${p.source}” (${p.courseTitle}):`,
  },
};

/** The answer as text pieces: the intro, then one piece per passage naming its lesson. */
export function retrievalAnswer({ passages, language = 'en' }: TutorRequest): string[] {
  const framing = RETRIEVAL_FRAMING[language];
  if (passages.length === 0) return [framing.intro, `\n\n${framing.nothing}`];
  return [framing.intro, ...passages.map((p) => `\n\n${framing.from(p)}\n${p.text}`)];
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
