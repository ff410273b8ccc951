/** Turns a course seed into table rows with stable ids (`{course}-m1-l2`, `{course}-quiz-q1`, …). */
import type { CourseSeed } from './types';

/** The rows of one course, ready to insert. */
export function courseRows(organisationId: string, course: CourseSeed) {
  const quizId = course.quiz ? `${course.id}-quiz` : null;
  const exerciseId = course.exercise ? `${course.id}-exercise` : null;
  const deckId = course.deck ? `${course.id}-deck` : null;
  const base = { organisationId };
  const modules = course.modules.map((m, i) => ({ ...base, id: `${course.id}-m${i + 1}`, courseId: course.id, title: m.title, position: i + 1 }));
  const lessons = course.modules.flatMap((m, i) =>
    m.lessons.map((l, j) => ({
      ...base,
      id: `${course.id}-m${i + 1}-l${j + 1}`,
      courseId: course.id,
      moduleId: `${course.id}-m${i + 1}`,
      title: l.title,
      type: l.type,
      content: l.content,
      mediaUrl: l.media ?? null,
      durationSeconds: l.durationSeconds ?? null,
      sections: l.sections ?? 1,
      position: j + 1,
      quizId: l.link === 'quiz' ? quizId : null,
      exerciseId: l.link === 'exercise' ? exerciseId : null,
      deckId: l.link === 'deck' ? deckId : null,
    })),
  );
  const quizzes = course.quiz && quizId
    ? [{ ...base, id: quizId, courseId: course.id, name: course.quiz.name, code: course.quiz.code, passMark: course.quiz.passMark, timeLimitMinutes: 10,
        dueAt: course.quiz.dueAt ? new Date(course.quiz.dueAt) : null }]
    : [];
  const questions = (course.quiz?.questions ?? []).map((q, k) => ({
    ...base, id: `${quizId}-q${k + 1}`, quizId: quizId!, position: k + 1, prompt: q.prompt, kind: q.kind ?? 'single', options: q.options, answer: q.answer,
  }));
  const exercises = course.exercise && exerciseId
    ? [{ ...base, id: exerciseId, courseId: course.id, title: course.exercise.title, instructions: course.exercise.instructions,
        items: course.exercise.items.map((item, k) => ({ id: `${exerciseId}-i${k + 1}`, ...item })) }]
    : [];
  const decks = course.deck && deckId ? [{ ...base, id: deckId, courseId: course.id, title: course.deck.title, description: course.deck.description }] : [];
  const cards = (course.deck?.cards ?? []).map(([front, back], k) => ({ ...base, id: `${deckId}-card${k + 1}`, deckId: deckId!, front, back, position: k + 1 }));
  const courseRow = {
    ...base, id: course.id, title: course.title, summary: course.summary, description: course.description,
    category: course.category, level: course.level, published: course.published ?? true, enrolmentMode: course.enrolment ?? 'open', imageUrl: null,
    language: course.language ?? null,
  };
  return { course: courseRow, modules, lessons, quizzes, questions, exercises, decks, cards };
}
