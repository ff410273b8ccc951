/**
 * A quiz set to shuffle questions and/or options shows them in an order of its own for each attempt:
 * seeded by the attempt id, so the same attempt keeps its order across reloads and resumes. Answers
 * are kept by question id and option text, so grading does not depend on the order.
 */
import type { QuizQuestionRowData, QuizRowData } from '@contract/quizzes';

/** A 32-bit hash of `text` (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `list` in an order fixed by `seed` (Fisher–Yates). */
export function seededShuffle<T>(list: readonly T[], seed: string): T[] {
  const random = generator(hash(seed));
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Kinds whose options are a list to pick from (True/False, ordering and matching keep theirs). */
const shuffledOptionKinds = new Set(['single', 'multiple']);

/** The questions as attempt `attemptId` shows them, by the quiz's shuffle settings. */
export function questionsForAttempt(
  quiz: Pick<QuizRowData, 'shuffleQuestions' | 'shuffleOptions'>,
  questions: readonly QuizQuestionRowData[],
  attemptId: string,
): QuizQuestionRowData[] {
  const ordered = quiz.shuffleQuestions ? seededShuffle(questions, `${attemptId}:questions`) : [...questions];
  if (!quiz.shuffleOptions) return ordered;
  return ordered.map((q) => (shuffledOptionKinds.has(q.kind) ? { ...q, options: seededShuffle(q.options, `${attemptId}:${q.id}`) } : q));
}
