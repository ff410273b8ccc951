/** The learner's attempts at one exercise, newest first (saved offline ones included). */
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/ui/date';
import { useExerciseAttempts } from '../data/exercises';
import { practiceNs } from '../messages/en';

/** Attempts at `exerciseId`. */
export function AttemptList({ exerciseId }: { exerciseId: string }) {
  const { t } = useTranslation(practiceNs);
  const attempts = useExerciseAttempts(exerciseId);
  return (
    <Stack gap={4} component="section" aria-labelledby="attempts-title">
      <Title order={2} size="h4" id="attempts-title">{t('attempts.title')}</Title>
      {attempts === undefined ? (
        <Loader size="sm" aria-label={t('attempts.loading')} />
      ) : attempts.length === 0 ? (
        <Text c="dimmed">{t('attempts.none')}</Text>
      ) : (
        <Stack component="ul" gap={2} aria-label={t('attempts.list')} style={{ paddingInlineStart: 20, margin: 0 }}>
          {attempts.map((a) => (
            <li key={a.id}>
              <Text span>{t('attempts.score', { correct: a.correct, total: a.total })}</Text>
              <Text span c="dimmed"> · {formatLongDate(new Date(a.submittedAt))}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
