/** A labelled progress bar for a course, a module or a lesson. */
import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';

/** `percent` done of `label`, as a bar with its number beside it. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} size="sm" flex={1} aria-label={`${label}: ${percent}% complete`} />
      <Text size="xs" c="dimmed" miw={36} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
