/** The learner's attempts at one exercise, newest first (saved offline ones included). */
import { Loader, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@/ui/date';
import { useExerciseAttempts } from '../data/exercises';

/** Attempts at `exerciseId`. */
export function AttemptList({ exerciseId }: { exerciseId: string }) {
  const attempts = useExerciseAttempts(exerciseId);
  return (
    <Stack gap={4} component="section" aria-labelledby="attempts-title">
      <Title order={2} size="h4" id="attempts-title">Your attempts</Title>
      {attempts === undefined ? (
        <Loader size="sm" aria-label="Loading attempts" />
      ) : attempts.length === 0 ? (
        <Text c="dimmed">No attempts yet.</Text>
      ) : (
        <Stack component="ul" gap={2} aria-label="Attempts" style={{ paddingLeft: 20, margin: 0 }}>
          {attempts.map((a) => (
            <li key={a.id}>
              <Text span>{a.correct} of {a.total} right</Text>
              <Text span c="dimmed"> · {formatLongDate(new Date(a.submittedAt))}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
