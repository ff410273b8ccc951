/**
 * Bare `/quiz-result`: the learner's results on this device, per quiz: how many attempts, the best
 * score, the latest result, and a link to each attempt's result.
 */
import '@mantine/core/styles/List.css';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useQuizHistory } from '../data/results';
import { AttemptList, HistoryLine, attemptSummary } from './attempt-list';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The learner's quiz results. */
export function MyResults() {
  const { t } = useTranslation(quizzesNs);
  const history = useQuizHistory();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('history.title')}</Title>
      {history === undefined ? (
        <Center p="xl">
          <DelayedLoader label={t('history.loading')} />
        </Center>
      ) : history.length === 0 ? (
        <Stack gap="xs">
          <Text>{t('history.empty')}</Text>
          <Anchor component={Link} to="/courses">
            {t('history.toCourses')}
          </Anchor>
        </Stack>
      ) : (
        history.map((quiz) => (
          <Paper key={quiz.quizId} withBorder p="md" radius="brandSmall" component="section" aria-labelledby={`results-${quiz.quizId}`}>
            <Stack gap={6}>
              <Title order={2} size="h4" id={`results-${quiz.quizId}`}>
                {quiz.name}
              </Title>
              <HistoryLine count={quiz.attempts.length} bestPercent={quiz.best?.percent ?? null} />
              <Text size="sm">{t('history.latest', { summary: attemptSummary(quiz.attempts[0]!) })}</Text>
              <AttemptList attempts={quiz.attempts} label={t('attemptsAt', { name: quiz.name })} />
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/take-quiz" search={{ quiz: quiz.quizId }} />}>
                {t('history.openQuiz')}
              </Anchor>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
