/**
 * Item analysis of one quiz's graded attempts (issue 16, item 5), pure so it is tested against a
 * hand-computed fixture. Every figure counts every attempt given (a learner's retakes included):
 * - pass rate: passed attempts / attempts;
 * - score distribution: attempts per 10-point band of the percentage (0–9 … 90–100);
 * - facility of a question: the mean credit of its answers, each its share of the question's points
 *   (partial credit counts as earned; an attempt that left it blank counts 0; n = the attempts that
 *   hold an answer row for it);
 * - discrimination: facility in the upper group minus facility in the lower group. With N attempts
 *   and k = ⌊N / 3⌋, the upper group is every attempt whose percentage is at least the k-th highest,
 *   the lower group every attempt whose percentage is at most the k-th lowest: attempts tied at a
 *   boundary all join the group, so equal scores are always treated alike. No figure (null) when
 *   k = 0 (fewer than 3 attempts) or the two groups share an attempt (too many ties to separate);
 * - most chosen wrong option: among wrong answers, the option chosen most often that is not in the
 *   key (each chosen option of a several-option answer counts once; answers are trimmed, and an
 *   option matching the key in another letter case is not wrong); ties go to the option first in
 *   alphabetical order.
 */
import type { GradedAnswer } from '@contract/quizzes';

/** A facility below this is flagged: fewer than 3 in 10 answers right. */
export const LOW_FACILITY = 0.3;

/** The attempt fields the analysis reads. */
export interface AnalysedAttempt {
  id: string;
  percent: number;
  passed: boolean;
  answers: readonly GradedAnswer[];
}

/** The question fields the analysis reads. */
export interface AnalysedQuestion {
  id: string;
  position: number;
  prompt: string;
}

export type ItemFlag = 'low-facility' | 'negative-discrimination';

/** One question's figures. */
export interface ItemAnalysis {
  questionId: string;
  position: number;
  prompt: string;
  n: number;
  /** 0–1, null without answers. */
  facility: number | null;
  /** −1 … 1, null when the groups cannot be formed (see the file's comment). */
  discrimination: number | null;
  commonWrongAnswer: string | null;
  commonWrongCount: number;
  flags: ItemFlag[];
}

export interface ScoreBand {
  /** '0–9', '10–19', … '90–100'. */
  band: string;
  attempts: number;
}

/** A quiz's figures. */
export interface QuizAnalysis {
  attempts: number;
  passed: number;
  /** 0–1, null without attempts. */
  passRate: number | null;
  /** Mean percentage, null without attempts. */
  averagePercent: number | null;
  distribution: ScoreBand[];
  items: ItemAnalysis[];
}

/** The 10-point bands of a percentage: 0–9 … 80–89, and 90–100 (a full mark joins the top band). */
export function scoreDistribution(attempts: readonly Pick<AnalysedAttempt, 'percent'>[]): ScoreBand[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const { percent } of attempts) counts[Math.min(9, Math.max(0, Math.floor(percent / 10)))]! += 1;
  return counts.map((count, index) => ({ band: index === 9 ? '90–100' : `${index * 10}–${index * 10 + 9}`, attempts: count }));
}

/** The upper and lower groups' attempt ids, or null when they cannot be formed. */
export function scoreGroups(attempts: readonly Pick<AnalysedAttempt, 'id' | 'percent'>[]): { upper: Set<string>; lower: Set<string> } | null {
  const k = Math.floor(attempts.length / 3);
  if (k === 0) return null;
  const percents = attempts.map((attempt) => attempt.percent).sort((a, b) => a - b);
  const upperCut = percents[percents.length - k]!;
  const lowerCut = percents[k - 1]!;
  if (lowerCut >= upperCut) return null;
  return {
    upper: new Set(attempts.filter((attempt) => attempt.percent >= upperCut).map((attempt) => attempt.id)),
    lower: new Set(attempts.filter((attempt) => attempt.percent <= lowerCut).map((attempt) => attempt.id)),
  };
}

function wrongChoices(answer: GradedAnswer): string[] {
  if (answer.correct || answer.answer === null) return [];
  const key = new Set(answer.correctAnswer.map((option) => option.trim().toLowerCase()));
  const given = Array.isArray(answer.answer) ? answer.answer : [answer.answer];
  const chosen = [...new Set(given.map((option) => option.trim()).filter((option) => option !== ''))];
  return chosen.filter((option) => !key.has(option.toLowerCase()));
}

function mostChosen(choices: readonly string[]): { option: string | null; count: number } {
  const counts = new Map<string, number>();
  for (const choice of choices) counts.set(choice, (counts.get(choice) ?? 0) + 1);
  let best: { option: string | null; count: number } = { option: null, count: 0 };
  for (const [option, count] of counts) {
    if (count > best.count || (count === best.count && best.option !== null && option.localeCompare(best.option) < 0)) best = { option, count };
  }
  return best;
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The credit of one answer, 0–1: its share of the points when partial credit is known (issue 50), else right or wrong. */
function credit({ answer }: { answer: GradedAnswer }): number {
  if (answer.earned === undefined || answer.points === 0) return answer.correct ? 1 : 0;
  return Math.min(1, answer.earned / answer.points);
}
const sum = (answers: readonly { answer: GradedAnswer }[]) => answers.reduce((total, a) => total + credit(a), 0);

/** One question's figures over `attempts` (with the groups of {@link scoreGroups}). */
export function analyseItem(question: AnalysedQuestion, attempts: readonly AnalysedAttempt[], groups: ReturnType<typeof scoreGroups>): ItemAnalysis {
  const answered: { attemptId: string; answer: GradedAnswer }[] = [];
  for (const attempt of attempts) {
    const answer = attempt.answers.find((a) => a.qstnId === question.id);
    if (answer) answered.push({ attemptId: attempt.id, answer });
  }
  const facility = share(sum(answered), answered.length);
  let discrimination: number | null = null;
  if (groups) {
    const inUpper = answered.filter(({ attemptId }) => groups.upper.has(attemptId));
    const inLower = answered.filter(({ attemptId }) => groups.lower.has(attemptId));
    const upper = share(sum(inUpper), inUpper.length);
    const lower = share(sum(inLower), inLower.length);
    discrimination = upper === null || lower === null ? null : upper - lower;
  }
  const wrong = mostChosen(answered.flatMap(({ answer }) => wrongChoices(answer)));
  const flags: ItemFlag[] = [];
  if (facility !== null && facility < LOW_FACILITY) flags.push('low-facility');
  if (discrimination !== null && discrimination < 0) flags.push('negative-discrimination');
  return {
    questionId: question.id,
    position: question.position,
    prompt: question.prompt,
    n: answered.length,
    facility,
    discrimination,
    commonWrongAnswer: wrong.option,
    commonWrongCount: wrong.count,
    flags,
  };
}

/** The figures of a quiz with `questions` over `attempts`. */
export function analyseQuiz(questions: readonly AnalysedQuestion[], attempts: readonly AnalysedAttempt[]): QuizAnalysis {
  const passed = attempts.filter((attempt) => attempt.passed).length;
  const groups = scoreGroups(attempts);
  return {
    attempts: attempts.length,
    passed,
    passRate: share(passed, attempts.length),
    averagePercent: attempts.length === 0 ? null : attempts.reduce((sum, attempt) => sum + attempt.percent, 0) / attempts.length,
    distribution: scoreDistribution(attempts),
    items: [...questions].sort((a, b) => a.position - b.position).map((question) => analyseItem(question, attempts, groups)),
  };
}

/** A flag in words (the table never says it by colour alone). */
export const flagLabels: Record<ItemFlag, string> = {
  'low-facility': `Low facility (under ${LOW_FACILITY})`,
  'negative-discrimination': 'Negative discrimination',
};
