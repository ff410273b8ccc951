/** On a quiz's intro: the learner's earlier attempts at it, each linking to its result (nothing when none). */
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuizHistory } from '../data/results';
import { AttemptList, HistoryLine } from './attempt-list';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The earlier attempts at `quizId`. */
export function EarlierAttempts({ quizId, quizName }: { quizId: string; quizName: string }) {
  const { t } = useTranslation(quizzesNs);
  const quiz = useQuizHistory(quizId)?.[0];
  if (!quiz) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="earlier-attempts">
      <Title order={2} size="h4" id="earlier-attempts">
        {t('history.yourAttempts')}
      </Title>
      <HistoryLine count={quiz.attempts.length} bestPercent={quiz.best?.percent ?? null} />
      <AttemptList attempts={quiz.attempts} label={t('attemptsAt', { name: quizName })} />
      <Anchor component={Link} to="/quiz-result" size="sm">
        {t('allResults')}
      </Anchor>
    </Stack>
  );
}
