/** An exercise's mastery rule in words and whether the learner has mastered it, from their attempts on this device. */
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isCorrect } from '@contract/exercise-check';
import { DEFAULT_MASTERY, answerOutcomes, masteryOf, type MasteryAttempt, type MasteryRule } from '@contract/exercise-mastery';
import type { ExerciseRow } from '@/data/db';
import { useExerciseAttempts } from '../data/exercises';
import { practiceNs } from '../messages/en';

type PracticeT = TFunction<typeof practiceNs>;

/** The rule in words (the words of describeMastery, in the language shown). */
function ruleWords(t: PracticeT, rule: MasteryRule): string {
  switch (rule.kind) {
    case 'all':
      return t('mastery.rule.all');
    case 'streak':
      return rule.n === 1 ? t('mastery.rule.streakOne') : t('mastery.rule.streak', { n: rule.n });
    case 'window':
      return t('mastery.rule.window', { m: rule.m, n: rule.n });
  }
}

/** How far along the learner is (the counts masteryOf words, in the language shown). */
function progressWords(t: PracticeT, rule: MasteryRule, items: ExerciseRow['items'], attempts: MasteryAttempt[]): string {
  if (!items.length) return t('mastery.progress.noQuestions');
  if (rule.kind === 'all') {
    const rightIn = (attempt: MasteryAttempt) => items.filter((item) => attempt.answers.some((a) => a.qstnId === item.id && isCorrect(item, a.answer))).length;
    return t('mastery.progress.all', { best: Math.max(0, ...attempts.map(rightIn)), total: items.length });
  }
  const outcomes = answerOutcomes(items, attempts);
  if (rule.kind === 'streak') {
    let run = 0;
    let longest = 0;
    for (const right of outcomes) {
      run = right ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return t('mastery.progress.streak', { run, longest, n: rule.n });
  }
  return t('mastery.progress.window', { n: rule.n, right: outcomes.slice(-rule.n).filter(Boolean).length, m: rule.m });
}

/** The rule of `exercise` (rows cached before rules existed read as all correct) and the learner's standing. */
export function MasteryStatus({ exercise }: { exercise: ExerciseRow }) {
  const { t } = useTranslation(practiceNs);
  const attempts = useExerciseAttempts(exercise.id);
  const rule = exercise.mastery ?? DEFAULT_MASTERY;
  const standing = attempts ? masteryOf(rule, exercise.items, attempts) : null;
  const progress = attempts ? progressWords(t, rule, exercise.items, attempts) : '';
  return (
    <section aria-label={t('mastery.region')}>
      <Alert color={standing?.mastered ? 'green' : 'gray'} variant="light" role="status" title={standing?.mastered ? t('mastery.mastered') : t('mastery.toMaster')}>
        <Text size="sm">{ruleWords(t, rule)}</Text>
        {standing ? <Text size="sm" c="dimmed">{standing.mastered ? t('mastery.masteredProgress', { progress }) : progress}</Text> : null}
      </Alert>
    </section>
  );
}
