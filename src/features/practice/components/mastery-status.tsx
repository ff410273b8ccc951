/** An exercise's mastery rule in words and whether the learner has mastered it, from their attempts on this device. */
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { DEFAULT_MASTERY, describeMastery, masteryOf } from '@contract/exercise-mastery';
import type { ExerciseRow } from '@/data/db';
import { useExerciseAttempts } from '../data/exercises';

/** The rule of `exercise` (rows cached before rules existed read as all correct) and the learner's standing. */
export function MasteryStatus({ exercise }: { exercise: ExerciseRow }) {
  const attempts = useExerciseAttempts(exercise.id);
  const rule = exercise.mastery ?? DEFAULT_MASTERY;
  const standing = attempts ? masteryOf(rule, exercise.items, attempts) : null;
  return (
    <section aria-label="Mastery">
      <Alert color={standing?.mastered ? 'green' : 'gray'} variant="light" role="status" title={standing?.mastered ? 'Mastered' : 'To master this exercise'}>
        <Text size="sm">{describeMastery(rule)}</Text>
        {standing ? <Text size="sm" c="dimmed">{standing.mastered ? `You have mastered it. ${standing.progress}` : standing.progress}</Text> : null}
      </Alert>
    </section>
  );
}
