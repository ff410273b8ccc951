/** The loading and "not on this device" states of an exercise or a deck opened by id. */
import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DelayedLoader } from '@/ui/delayed-loader';
import { PracticeLink } from './practice-link';

/** Renders `children(row)` once `row` is read; a loader before, a note if the row is not on the device. */
export function WhenOnDevice<T>({ row, title, thing, children }: { row: T | null | undefined; title: string; thing: string; children: (row: T) => ReactNode }) {
  if (row === undefined) return <Center p="xl"><DelayedLoader label={`Loading ${thing}`} /></Center>;
  if (row === null) {
    return (
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text>This {thing} is not on this device. It arrives with the next sync if your course includes it.</Text>
        <PracticeLink>Back to practice</PracticeLink>
      </Stack>
    );
  }
  return <>{children(row)}</>;
}
