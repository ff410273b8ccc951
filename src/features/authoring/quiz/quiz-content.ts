/**
 * A quiz being edited: its draft fields (one per setting, and the question list as one field) laid
 * over the version it started from, and back. Pure, no I/O.
 */
import type { JsonValue } from '@contract/drafts';
import { storedQuizContentSchema, type AuthoredQuestion, type QuizContent } from '@contract/quiz-authoring';
import type { QuestionKind } from '@contract/quizzes';
import type { ContentDifference } from '../shared/stale-dialog';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** A new quiz's content. */
export const EMPTY_QUIZ: QuizContent = {
  name: '', code: '', description: '', courseId: null, passMark: 60, timeLimitMinutes: null, dueAt: null,
  attemptsAllowed: null, shuffleQuestions: false, shuffleOptions: false, questions: [],
};

/** The draft field names: every content key. */
export type QuizField = keyof QuizContent;

/** The content the editor shows: `base` with each draft field that reads as valid laid over it. */
export function contentOf(base: QuizContent, fields: Record<string, JsonValue>): QuizContent {
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(EMPTY_QUIZ)) if (key in fields) merged[key] = fields[key];
  const parsed = storedQuizContentSchema.safeParse(merged);
  return parsed.success ? parsed.data : base;
}

/** A new question of `kind` with a sensible start. */
export function newQuestion(kind: QuestionKind): AuthoredQuestion {
  const base = { id: crypto.randomUUID(), prompt: '', kind, options: [] as string[], items: [] as string[], answer: [] as string[], tolerance: 0, points: 1, feedback: '' };
  switch (kind) {
    case 'truefalse':
      return { ...base, options: ['True', 'False'], answer: ['True'] };
    case 'single':
    case 'multiple':
      return { ...base, options: ['', ''] };
    case 'ordering':
      return { ...base, options: ['', ''], answer: ['', ''] };
    case 'matching':
      return { ...base, items: ['', ''], options: ['', ''], answer: ['', ''] };
    case 'numeric':
      return { ...base, answer: ['0'] };
    case 'text':
      return { ...base, answer: [''] };
  }
}

/** Whether a question carries partial credit or feedback per answer (from an import: the editor shows it, does not edit it). */
export const hasPerAnswer = (q: AuthoredQuestion) => Boolean(q.weights || q.optionFeedback || q.tolerances || q.wildcard);

/** `q` graded all or nothing: without its per-answer weights, feedback, tolerances and wildcard. */
export function plainKey(q: AuthoredQuestion): AuthoredQuestion {
  const { weights: _w, optionFeedback: _f, tolerances: _t, wildcard: _s, ...plain } = q;
  return plain;
}

const tr = () => i18n.getFixedT(null, authoringNs);
const labels = (): Record<QuizField, string> => {
  const t = tr();
  return {
    name: t('shared.name'), code: t('quiz.code'), description: t('shared.description'), courseId: t('shared.course'), passMark: t('diff.passMark'), timeLimitMinutes: t('diff.timeLimit'),
    dueAt: t('diff.dueDate'), attemptsAllowed: t('diff.attemptsAllowed'), shuffleQuestions: t('quiz.shuffleQuestions'), shuffleOptions: t('quiz.shuffleOptions'), questions: t('quiz.questions'),
  };
};

const shown = (value: unknown) => (value === null || value === '' ? tr()('diff.none') : String(value));

/** What differs between the author's content and the server's, setting by setting and question by question. */
export function differences(mine: QuizContent, server: QuizContent): ContentDifference[] {
  const t = tr();
  const named = labels();
  const out: ContentDifference[] = [];
  for (const key of Object.keys(named) as QuizField[]) {
    if (key === 'questions') continue;
    if (JSON.stringify(mine[key]) !== JSON.stringify(server[key])) out.push({ field: named[key], mine: shown(mine[key]), server: shown(server[key]) });
  }
  const serverById = new Map(server.questions.map((q, i) => [q.id, { q, i }]));
  mine.questions.forEach((q, i) => {
    const other = serverById.get(q.id);
    if (!other) out.push({ field: t('shared.questionNumber', { number: i + 1 }), mine: q.prompt, server: t('diff.notThere') });
    else if (JSON.stringify(other.q) !== JSON.stringify(q) || other.i !== i) out.push({ field: t('shared.questionNumber', { number: i + 1 }), mine: q.prompt, server: t('diff.questionAt', { prompt: other.q.prompt, number: other.i + 1 }) });
  });
  const mineIds = new Set(mine.questions.map((q) => q.id));
  server.questions.forEach((q, i) => {
    if (!mineIds.has(q.id)) out.push({ field: t('diff.questionServer', { number: i + 1 }), mine: t('diff.notThere'), server: q.prompt });
  });
  return out;
}
