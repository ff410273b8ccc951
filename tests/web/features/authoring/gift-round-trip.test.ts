// Export writes back what import reads (issue 50): every question of the GIFT documentation fixture,
// and generated weighted questions with feedback and GIFT's special characters, exported as GIFT and
// imported again are the same questions and give the same score and feedback for every answer.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { scoreAnswer, type GivenAnswer } from '@contract/question-score';
import { importGift } from '@/features/authoring/quiz/import/gift';
import { exportGift } from '@/features/authoring/quiz/import/gift-export';
import { EMPTY_QUIZ } from '@/features/authoring/quiz/quiz-content';

/** The answers worth trying on a question: every option and pair of options, every key entry, its bounds, and misses. */
function candidates(q: AuthoredQuestion): GivenAnswer[] {
  switch (q.kind) {
    case 'single':
    case 'truefalse':
      return [...q.options, 'none of these'];
    case 'multiple':
      return [[], ...q.options.map((o) => [o]), ...q.options.flatMap((a, i) => q.options.slice(i + 1).map((b) => [a, b])), q.options];
    case 'text':
      return [...q.answer.map((a) => a.replace(/\\?\*/g, 'x')), ...q.answer, 'nothing like it'];
    case 'numeric':
      return [...q.answer.flatMap((a) => a.split('..')).flatMap((n) => (n === '*' ? ['12345'] : [n, String(Number(n) + 0.4), String(Number(n) - 1.9), String(Number(n) + 2.1)]))];
    case 'matching':
      return [q.answer, [...q.answer.slice(1), q.answer[0]!]];
    case 'ordering':
      return [q.answer];
  }
}

/**
 * A question as grading and the learner see it: the id is new on every import, empty per-option
 * feedback is none, and weights that say "all or nothing" are the unweighted question they grade as.
 */
function shape({ id: _id, optionFeedback, weights, tolerances, ...q }: AuthoredQuestion) {
  const plain = weights?.every((w) => w === 100 || w === 0) && weights.filter((w) => w === 100).length === 1 && q.kind !== 'multiple' && !q.wildcard;
  const tolerance = plain && q.kind === 'numeric' && tolerances ? tolerances[weights!.indexOf(100)]! : q.tolerance;
  return { ...q, tolerance, optionFeedback: optionFeedback?.some(Boolean) ? optionFeedback : undefined, ...(plain ? {} : { weights, tolerances }) };
}

function roundTrip(questions: AuthoredQuestion[]) {
  const { text, skipped } = exportGift({ ...EMPTY_QUIZ, name: 'Round trip', questions });
  const again = importGift(text);
  return { skipped, again, back: [...again.blocks.flatMap((b) => (b.question ? [b.question] : []))] };
}

function expectSameGrading(before: AuthoredQuestion[], after: AuthoredQuestion[]) {
  expect(after.map(shape)).toEqual(before.map(shape));
  before.forEach((q, i) => {
    for (const given of candidates(q)) expect(scoreAnswer(after[i]!, given), `${q.prompt} ← ${JSON.stringify(given)}`).toEqual(scoreAnswer(q, given));
  });
}

describe('GIFT round trip', () => {
  it('gives back every question of the documentation fixture with the same grading', () => {
    const fixture = importGift(readFileSync('tests/support/question-banks/gift-doc.gift', 'utf8'));
    const questions = fixture.blocks.flatMap((b) => (b.question ? [b.question] : []));
    expect(questions).toHaveLength(23);
    const { skipped, again, back } = roundTrip(questions);
    expect(skipped).toEqual([]);
    expect(again.errors).toBe(0);
    expectSameGrading(questions, back);
  });

  const word = fc.stringMatching(/^[A-Za-z0-9~=#{}:\\<&*]{1,8}$/).filter((w) => !w.startsWith('%') && !w.includes('->'));
  const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const feedback = fc.option(text, { nil: '' });
  const weight = fc.constantFrom(-100, -50, -33.333, 0, 10, 25, 50, 75);
  const base = { id: 'generated', options: [] as string[], items: [] as string[], tolerance: 0, points: 1 };

  const choice = fc.record({ prompt: text, options: fc.uniqueArray(text.map((t) => t.replace(/\*/g, 'x')), { minLength: 2, maxLength: 5, selector: (o) => o.toLowerCase() }), feedback, seed: fc.array(weight, { minLength: 5, maxLength: 5 }), fb: fc.array(feedback, { minLength: 5, maxLength: 5 }), multiple: fc.boolean() })
    .map(({ prompt, options, feedback: general, seed, fb, multiple }): AuthoredQuestion => {
      const weights: number[] = options.map((_, i) => seed[i]!);
      // Single choice has one full-credit option; multiple response one positive option at least, none full.
      if (multiple) weights[0] = Math.max(10, weights[0]!);
      else weights[0] = 100;
      const answer = multiple ? options.filter((_, i) => weights[i]! > 0) : [options[0]!];
      return { ...base, prompt, kind: multiple ? 'multiple' : 'single', options, answer, weights, optionFeedback: options.map((_, i) => fb[i]!), feedback: general };
    });
  const short = fc.record({ prompt: text, answers: fc.uniqueArray(text, { minLength: 1, maxLength: 4, selector: (a) => a.toLowerCase() }), feedback, seed: fc.array(weight, { minLength: 4, maxLength: 4 }), wildcard: fc.boolean() })
    .map(({ prompt, answers, feedback: general, seed, wildcard }): AuthoredQuestion => {
      const plain = answers.map((a) => a.replace(/\*/g, wildcard ? '*' : 'x'));
      const weights = plain.map((_, i) => (i === 0 ? 100 : Math.max(0, seed[i]!)));
      const hasStar = plain.some((a) => /(^|[^\\])\*/.test(a));
      return { ...base, prompt, kind: 'text', answer: plain, weights, feedback: general, ...(hasStar ? { wildcard: true } : {}) };
    });
  const number = fc.integer({ min: -500, max: 500 }).map((n) => String(n / 10));
  const numeric = fc.record({ prompt: text, entries: fc.array(fc.tuple(number, fc.boolean(), fc.constantFrom(0, 0.5, 2)), { minLength: 1, maxLength: 3 }), catchAll: fc.option(text, { nil: undefined }), seed: fc.array(fc.constantFrom(10, 25, 50, 75), { minLength: 3, maxLength: 3 }) })
    .map(({ prompt, entries, catchAll, seed }): AuthoredQuestion => {
      const answer = entries.map(([n, range, tol]) => (range ? `${n}..${String(Number(n) + tol + 1)}` : n));
      const tolerances = entries.map(([, range, tol]) => (range ? 0 : tol));
      const weights = entries.map((_, i) => (i === 0 ? 100 : seed[i]!));
      const any = catchAll === undefined ? {} : null;
      return any
        ? { ...base, prompt, kind: 'numeric', answer, tolerances, weights, feedback: '' }
        : { ...base, prompt, kind: 'numeric', answer: [...answer, '*'], tolerances: [...tolerances, 0], weights: [...weights, 0], optionFeedback: [...answer.map(() => ''), catchAll!], feedback: '' };
    });

  it('gives back generated weighted questions with feedback and special characters, graded the same', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(choice, short, numeric), { minLength: 1, maxLength: 4 }), (questions) => {
        const { skipped, again, back } = roundTrip(questions);
        expect(skipped).toEqual([]);
        expect(again.errors).toBe(0);
        expectSameGrading(questions, back);
      }),
      { numRuns: 150, seed: 50 },
    );
  });
});
