/** The teacher's feedback on an attempt, on `/quiz-result` (issue 16): it arrives with the learner's pull. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useAttemptFeedback } from '../data/teacher-notes';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Nothing until some feedback exists. */
export function AttemptFeedback({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation(quizzesNs);
  const feedback = useAttemptFeedback(attemptId);
  if (!feedback?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="attempt-feedback" maw={760}>
      <Title order={2} size="h4" id="attempt-feedback">
        {t('result.feedback')}
      </Title>
      {feedback.map((f) => (
        <Paper key={f.id} withBorder p="sm" radius="brandSmall">
          <Text size="sm" fw={600}>
            {f.authorName ?? t('result.yourTeacher')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {f.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
