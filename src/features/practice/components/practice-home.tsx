/** `/start-exercise` without a search: the exercises and flashcard decks on this device to pick from. */
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExercises } from '../data/exercises';
import { DueFlashcards } from './due-flashcards';
import { PracticeLink } from './practice-link';
import { practiceNs } from '../messages/en';

/** The list of exercises and decks. */
export function PracticeHome() {
  const { t } = useTranslation(practiceNs);
  const exercises = useExercises();
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="exercises-title">
        <Title order={2} size="h4" id="exercises-title">{t('home.exercises')}</Title>
        {exercises === undefined ? (
          <Loader size="sm" aria-label={t('home.loading')} mt="sm" />
        ) : exercises.length === 0 ? (
          <Text c="dimmed" mt="xs">{t('home.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" mt="sm" aria-label={t('home.exercises')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {exercises.map((exercise) => (
              <li key={exercise.id}>
                <PracticeLink exercise={exercise.id}>{exercise.title}</PracticeLink>
                <Text span size="sm" c="dimmed">{t('home.questions', { number: exercise.items.length })}</Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <DueFlashcards />
    </Stack>
  );
}
