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

/** The rule in English words (the PWA words the rule itself in the language shown: practice's mastery-status, authoring's contract-words). */
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

/** The figures of a learner's standing under each kind of rule (one count, for every language's words). */
export type MasteryCounts =
  | { kind: 'none' }
  | { kind: 'all'; best: number; total: number }
  | { kind: 'streak'; run: number; longest: number; n: number }
  | { kind: 'window'; right: number; m: number; n: number; everReached: boolean };

/** Counts where the learner stands on an exercise of `items` under `rule`, from their `attempts`. */
export function masteryCounts(rule: MasteryRule, items: (CheckableItem & { id: string })[], attempts: MasteryAttempt[]): MasteryCounts {
  if (!items.length) return { kind: 'none' };
  if (rule.kind === 'all') {
    // Items are counted once each, so an attempt that answers one item twice cannot stand in for another.
    const rightIn = (attempt: MasteryAttempt) => items.filter((item) => attempt.answers.some((a) => a.qstnId === item.id && isCorrect(item, a.answer))).length;
    return { kind: 'all', best: Math.max(0, ...attempts.map(rightIn)), total: items.length };
  }
  const outcomes = answerOutcomes(items, attempts);
  if (rule.kind === 'streak') {
    let run = 0;
    let longest = 0;
    for (const right of outcomes) {
      run = right ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return { kind: 'streak', run, longest, n: rule.n };
  }
  const right = outcomes.slice(-rule.n).filter(Boolean).length;
  // Mastered once reached: a later slip does not take it away, like a streak once made.
  const everReached = outcomes.some((_, end) => outcomes.slice(Math.max(0, end + 1 - rule.n), end + 1).filter(Boolean).length >= rule.m);
  return { kind: 'window', right, m: rule.m, n: rule.n, everReached };
}

/** Whether a learner with these counts has mastered the exercise. */
export function isMastered(counts: MasteryCounts): boolean {
  switch (counts.kind) {
    case 'none':
      return false;
    case 'all':
      return counts.best === counts.total;
    case 'streak':
      return counts.longest >= counts.n;
    case 'window':
      return counts.everReached;
  }
}

/** Whether the learner has mastered an exercise of `items` under `rule`, from their `attempts`, and how far along in English. */
export function masteryOf(rule: MasteryRule, items: (CheckableItem & { id: string })[], attempts: MasteryAttempt[]): MasteryProgress {
  const counts = masteryCounts(rule, items, attempts);
  const mastered = isMastered(counts);
  switch (counts.kind) {
    case 'none':
      return { mastered, progress: 'This exercise has no questions yet.' };
    case 'all':
      return { mastered, progress: `Your best attempt: ${counts.best} of ${counts.total} right.` };
    case 'streak':
      return { mastered, progress: `Right in a row now: ${counts.run} (best ${counts.longest}) of ${counts.n}.` };
    case 'window':
      return { mastered, progress: `Right in your last ${counts.n} answers: ${counts.right} of the ${counts.m} needed.` };
  }
}
