/** `/start-exercise` without a search: the exercises and flashcard decks on this device to pick from. */
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useExercises } from '../data/exercises';
import { DueFlashcards } from './due-flashcards';
import { PracticeLink } from './practice-link';

/** The list of exercises and decks. */
export function PracticeHome() {
  const exercises = useExercises();
  return (
    <Stack gap="md">
      <Title order={1}>Start exercise</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="exercises-title">
        <Title order={2} size="h4" id="exercises-title">Exercises</Title>
        {exercises === undefined ? (
          <Loader size="sm" aria-label="Loading exercises" mt="sm" />
        ) : exercises.length === 0 ? (
          <Text c="dimmed" mt="xs">No exercises yet — they arrive with your courses.</Text>
        ) : (
          <Stack component="ul" gap="xs" mt="sm" aria-label="Exercises" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {exercises.map((exercise) => (
              <li key={exercise.id}>
                <PracticeLink exercise={exercise.id}>{exercise.title}</PracticeLink>
                <Text span size="sm" c="dimmed"> · {exercise.items.length} questions</Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <DueFlashcards />
    </Stack>
  );
}
