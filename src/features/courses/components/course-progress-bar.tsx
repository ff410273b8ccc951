/** A labelled progress bar for a course, a module or a lesson. */
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** `percent` done of `label`, as a bar with its number beside it. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation(coursesNs);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} size="sm" flex={1} aria-label={t('progressLabel', { label, percent })} />
      <Text size="xs" c="dimmed" miw={36} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
