/** Where the learner is in the quiz: "Question 2 of 4", how many are answered, and a progress bar. */
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuizProgress}. */
export interface QuizProgressProps {
  index: number;
  count: number;
  answered: number;
}

/** The progress indicator. */
export function QuizProgress({ index, count, answered }: QuizProgressProps) {
  const { t } = useTranslation(quizzesNs);
  const percent = count === 0 ? 0 : Math.round((answered / count) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>
          {t('step.questionOf', { number: index + 1, total: count })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('step.answeredOf', { answered, total: count })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('step.answeredLabel', { answered, total: count })} />
    </Stack>
  );
}
