/**
 * How a practice exercise item is checked, shared by the PWA (instant feedback, offline) and the
 * server (which recounts a pushed attempt rather than trusting the device). Plain functions, no zod,
 * so the exercise screen and the push handler pay nothing extra for them.
 */

/** The three kinds of exercise item: pick the right option(s), type the missing word, put in order. */
export const exerciseItemKinds = ['choice', 'blank', 'order'] as const;
export type ExerciseItemKind = (typeof exerciseItemKinds)[number];

/** What checking needs of an item: its kind (optional in older rows), options and accepted answers. */
export interface CheckableItem {
  kind?: ExerciseItemKind;
  options?: string[];
  /** choice: every correct option; blank: every accepted text; order: the options in the right order. */
  answer: string[];
}

/** An item's kind; items stored before kinds existed are choice (with options) or blank (without). */
export function itemKind(item: CheckableItem): ExerciseItemKind {
  return item.kind ?? (item.options?.length ? 'choice' : 'blank');
}

/** Typed text compared forgivingly: case, surrounding and repeated spaces do not matter. */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const asList = (answer: string | string[]) => (Array.isArray(answer) ? answer : [answer]);

/** Whether `answer` is right for `item`. */
export function isCorrect(item: CheckableItem, answer: string | string[]): boolean {
  const given = asList(answer);
  switch (itemKind(item)) {
    case 'blank':
      return given.length === 1 && item.answer.some((accepted) => normaliseText(accepted) === normaliseText(given[0] ?? ''));
    case 'choice':
      return given.length === item.answer.length && new Set(given).size === given.length && given.every((g) => item.answer.includes(g));
    case 'order':
      return given.length === item.answer.length && given.every((g, i) => g === item.answer[i]);
  }
}

/** Counts the right answers of an attempt; an item without an answer counts as wrong. */
export function scoreExercise(
  items: (CheckableItem & { id: string })[],
  answers: { qstnId: string; answer: string | string[] }[],
): { correct: number; total: number } {
  const byItem = new Map(answers.map((a) => [a.qstnId, a.answer]));
  const correct = items.filter((item) => {
    const answer = byItem.get(item.id);
    return answer !== undefined && isCorrect(item, answer);
  }).length;
  return { correct, total: items.length };
}
