/** An exercise's mastery rule in words and whether the learner has mastered it, from their attempts on this device. */
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_MASTERY, isMastered, masteryCounts, type MasteryCounts, type MasteryRule } from '@contract/exercise-mastery';
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

/** How far along the learner is (masteryOf's words, in the language shown). */
function progressWords(t: PracticeT, counts: MasteryCounts): string {
  switch (counts.kind) {
    case 'none':
      return t('mastery.progress.noQuestions');
    case 'all':
      return t('mastery.progress.all', { best: counts.best, total: counts.total });
    case 'streak':
      return t('mastery.progress.streak', { run: counts.run, longest: counts.longest, n: counts.n });
    case 'window':
      return t('mastery.progress.window', { n: counts.n, right: counts.right, m: counts.m });
  }
}

/** The rule of `exercise` (rows cached before rules existed read as all correct) and the learner's standing. */
export function MasteryStatus({ exercise }: { exercise: ExerciseRow }) {
  const { t } = useTranslation(practiceNs);
  const attempts = useExerciseAttempts(exercise.id);
  const rule = exercise.mastery ?? DEFAULT_MASTERY;
  const counts = attempts ? masteryCounts(rule, exercise.items, attempts) : null;
  const mastered = counts ? isMastered(counts) : false;
  return (
    <section aria-label={t('mastery.region')}>
      <Alert color={mastered ? 'green' : 'gray'} variant="light" role="status" title={mastered ? t('mastery.mastered') : t('mastery.toMaster')}>
        <Text size="sm">{ruleWords(t, rule)}</Text>
        {counts ? <Text size="sm" c="dimmed">{mastered ? t('mastery.masteredProgress', { progress: progressWords(t, counts) }) : progressWords(t, counts)}</Text> : null}
      </Alert>
    </section>
  );
}
