/**
 * One learner's record as pure functions of the local rows (issue 16, item 4): the course outline
 * with per-lesson and per-section progress, flashcard activity (reviews per day, retention) and
 * a timeline of everything they did.
 */
import type { LessonRow, ModuleRow } from '@/data/db';
import { i18n } from '@/i18n/i18n';
import { teachingNs } from '../messages/en';

/** A lesson of the outline with the learner's sections. */
export interface OutlineLesson {
  id: string;
  title: string;
  sections: { section: number; progress: number; completed: boolean }[];
  /** Completed sections / the lesson's sections, 0–100, rounded. */
  percent: number;
}

/** A module of the outline: its lessons and its share of completed sections. */
export interface OutlineModule {
  id: string;
  title: string;
  lessons: OutlineLesson[];
  percent: number;
}

const pct = (done: number, total: number) => (total === 0 ? 0 : Math.round((100 * done) / total));

/** The course outline in order, with the learner's progress rows (`section` counts from 0). */
export function outlineWithProgress(
  modules: readonly ModuleRow[],
  lessons: readonly LessonRow[],
  progress: readonly { lessonId: string; section: number; progress: number; completed: boolean }[],
): OutlineModule[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .map((module) => {
      let done = 0;
      let total = 0;
      const own = lessons
        .filter((l) => l.moduleId === module.id)
        .sort((a, b) => a.position - b.position)
        .map((lesson) => {
          const count = Math.max(1, lesson.sections);
          const sections = Array.from({ length: count }, (_, section) => {
            const row = progress.find((p) => p.lessonId === lesson.id && p.section === section);
            return { section, progress: row ? Math.round(row.progress) : 0, completed: row?.completed ?? false };
          });
          const completed = sections.filter((s) => s.completed).length;
          done += completed;
          total += count;
          return { id: lesson.id, title: lesson.title, sections, percent: pct(completed, count) };
        });
      return { id: module.id, title: module.title, lessons: own, percent: pct(done, total) };
    });
}

/** Reviews per calendar day (UTC, `YYYY-MM-DD`), the newest day first. */
export function reviewsPerDay(reviews: readonly { reviewedAt: string }[]): { day: string; reviews: number }[] {
  const counts = new Map<string, number>();
  for (const r of reviews) counts.set(r.reviewedAt.slice(0, 10), (counts.get(r.reviewedAt.slice(0, 10)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => b.localeCompare(a)).map(([day, n]) => ({ day, reviews: n }));
}

/** Retention: the share of reviews the learner recalled (rated Hard, Good or Easy, not Again), 0–100; null without reviews. */
export function retention(reviews: readonly { rating: number }[]): number | null {
  if (reviews.length === 0) return null;
  return pct(reviews.filter((r) => r.rating >= 2).length, reviews.length);
}

/** One entry of the timeline. */
export interface TimelineEntry {
  at: string;
  kind: 'lesson' | 'quiz' | 'exercise' | 'flashcards' | 'feedback';
  text: string;
}

/** What the timeline is made of; names come from the maps (an unknown id shows as itself). */
export interface TimelineInputs {
  progress: readonly { lessonId: string; section: number; completed: boolean; updatedAt: string }[];
  quizResults: readonly { quizId: string; percent: number; passed: boolean; submittedAt: string }[];
  exerciseAttempts: readonly { exerciseId: string; correct: number; total: number; submittedAt: string }[];
  reviews: readonly { reviewedAt: string }[];
  feedback: readonly { quizId: string; authorName: string | null; createdAt: string }[];
  names: ReadonlyMap<string, string>;
}

/** Everything the learner did (and feedback they received), newest first; reviews grouped by day; texts in the language shown. */
export function timeline(inputs: TimelineInputs): TimelineEntry[] {
  const name = (id: string) => inputs.names.get(id) ?? id;
  const t = i18n.getFixedT(null, teachingNs);
  const entries: TimelineEntry[] = [
    ...inputs.progress.map((p) => ({
      at: p.updatedAt,
      kind: 'lesson' as const,
      text: t(p.completed ? 'timeline.completed' : 'timeline.workedOn', { number: p.section + 1, name: name(p.lessonId) }),
    })),
    ...inputs.quizResults.map((r) => ({
      at: r.submittedAt,
      kind: 'quiz' as const,
      text: t(r.passed ? 'timeline.submittedPassed' : 'timeline.submittedNotPassed', { name: name(r.quizId), percent: r.percent }),
    })),
    ...inputs.exerciseAttempts.map((a) => ({
      at: a.submittedAt,
      kind: 'exercise' as const,
      text: t('timeline.checked', { name: name(a.exerciseId), correct: a.correct, total: a.total }),
    })),
    ...reviewsPerDay(inputs.reviews).map((d) => ({
      at: `${d.day}T23:59:59.999Z`,
      kind: 'flashcards' as const,
      text: t('timeline.reviewed', { count: d.reviews }),
    })),
    ...inputs.feedback.map((f) => ({
      at: f.createdAt,
      kind: 'feedback' as const,
      text: t('timeline.feedback', { name: name(f.quizId), author: f.authorName ?? t('quiz.aTeacher') }),
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
