/** A quiz's headline figures: attempts, passed, pass rate, average score. */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { QuizAnalysis } from '../item-analysis';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

const percentOf = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** The figures of `analysis`, each in words. */
export function QuizSummary({ analysis, learners }: { analysis: QuizAnalysis; learners: number }) {
  const { t } = useTranslation(quizAnalysisNs);
  const figures = [
    [t('summary.attempts'), String(analysis.attempts)],
    [t('summary.learners'), String(learners)],
    [t('summary.passRate'), percentOf(analysis.passRate)],
    [t('summary.average'), analysis.averagePercent === null ? '–' : `${Math.round(analysis.averagePercent)}%`],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="brandSmall">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
