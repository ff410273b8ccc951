/** One flashcard: the front, and the back once revealed (user text rendered as text). */
import { Divider, Paper, Text } from '@mantine/core';

/** A card face-up; `revealed` adds the back. */
export function StudyCard({ front, back, revealed }: { front: string; back: string; revealed: boolean }) {
  return (
    <Paper withBorder p="xl" radius="brandSmall" aria-label="Flashcard" role="region" aria-live="polite">
      <Text size="xl" fw={600} ta="center">{front}</Text>
      {revealed ? (
        <>
          <Divider my="md" />
          <Text ta="center" data-testid="card-back">{back}</Text>
        </>
      ) : null}
    </Paper>
  );
}
