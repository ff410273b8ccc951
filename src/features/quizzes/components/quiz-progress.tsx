/** Where the learner is in the quiz: "Question 2 of 4", how many are answered, and a progress bar. */
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';

/** Props of {@link QuizProgress}. */
export interface QuizProgressProps {
  index: number;
  count: number;
  answered: number;
}

/** The progress indicator. */
export function QuizProgress({ index, count, answered }: QuizProgressProps) {
  const percent = count === 0 ? 0 : Math.round((answered / count) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>
          Question {index + 1} of {count}
        </Text>
        <Text size="sm" c="dimmed">
          {answered} of {count} answered
        </Text>
      </Group>
      <Progress value={percent} aria-label={`${answered} of ${count} questions answered`} />
    </Stack>
  );
}
