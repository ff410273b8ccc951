/**
 * When a learner has mastered a practice exercise (issue 18, item 5): every item right in one
 * attempt, N right answers in a row, or M right among the last N answers. Worked out on the device
 * from the learner's attempts, re-checked against the exercise's current items. Plain functions, no zod.
 */
import { isCorrect, type CheckableItem } from './exercise-check';

/** The most answers a rule may count (N and M are 1 … this). */
export const MASTERY_MAX = 100;

/** An exercise's mastery rule. */
export type MasteryRule = { kind: 'all' } | { kind: 'streak'; n: number } | { kind: 'window'; m: number; n: number };

/** The rule of exercises stored before rules existed. */
export const DEFAULT_MASTERY: MasteryRule = { kind: 'all' };

/** What a mastery check needs of an attempt. */
export interface MasteryAttempt {
  answers: { qstnId: string; answer: string | string[] }[];
  submittedAt: string;
}

/** The rule in words, as the learner and the author read it. */
export function describeMastery(rule: MasteryRule): string {
  switch (rule.kind) {
    case 'all':
      return 'Get every question right in one attempt.';
    case 'streak':
      return rule.n === 1 ? 'Get one answer right.' : `Get ${rule.n} answers right in a row.`;
    case 'window':
      return `Get ${rule.m} of your last ${rule.n} answers right.`;
  }
}

/** Where a learner stands: mastered or not, and how far along in words. */
export interface MasteryProgress {
  mastered: boolean;
  progress: string;
}

/** Each answer of the attempts, oldest first, right or wrong (answers to items no longer in the exercise are left out). */
export function answerOutcomes(items: (CheckableItem & { id: string })[], attempts: MasteryAttempt[]): boolean[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = [...attempts].sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt));
  return ordered.flatMap((attempt) =>
    attempt.answers.flatMap((a) => {
      const item = byId.get(a.qstnId);
      return item ? [isCorrect(item, a.answer)] : [];
    }),
  );
}

/** Whether the learner has mastered an exercise of `items` under `rule`, from their `attempts`. */
export function masteryOf(rule: MasteryRule, items: (CheckableItem & { id: string })[], attempts: MasteryAttempt[]): MasteryProgress {
  if (!items.length) return { mastered: false, progress: 'This exercise has no questions yet.' };
  if (rule.kind === 'all') {
    // Items are counted once each, so an attempt that answers one item twice cannot stand in for another.
    const rightIn = (attempt: MasteryAttempt) => items.filter((item) => attempt.answers.some((a) => a.qstnId === item.id && isCorrect(item, a.answer))).length;
    const best = Math.max(0, ...attempts.map(rightIn));
    return { mastered: best === items.length, progress: `Your best attempt: ${best} of ${items.length} right.` };
  }
  const outcomes = answerOutcomes(items, attempts);
  if (rule.kind === 'streak') {
    let run = 0;
    let longest = 0;
    for (const right of outcomes) {
      run = right ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return { mastered: longest >= rule.n, progress: `Right in a row now: ${run} (best ${longest}) of ${rule.n}.` };
  }
  const last = outcomes.slice(-rule.n);
  const right = last.filter(Boolean).length;
  // Mastered once reached: a later slip does not take it away, like a streak once made.
  const everReached = outcomes.some((_, end) => outcomes.slice(Math.max(0, end + 1 - rule.n), end + 1).filter(Boolean).length >= rule.m);
  return { mastered: everReached, progress: `Right in your last ${rule.n} answers: ${right} of the ${rule.m} needed.` };
}
