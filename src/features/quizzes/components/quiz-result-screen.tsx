/**
 * `/quiz-result?attempt=<id>`: the graded result, or while it waits the pending notice (offline: it
 * will be graded when back online), or the server's reason for refusing it. When a waiting attempt
 * is graded here, a notification says so. Bare `/quiz-result` lists the learner's results.
 */
import { useEffect } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useAttemptOutcome } from '../data/attempts';
import { useQuiz } from '../data/quizzes';
import { announceGrade } from '../grade-toast';
import { AttemptFeedback } from './attempt-feedback';
import { AttemptRefused, GradingPending } from './grading-pending';
import { MyResults } from './my-results';
import { QuizResultView } from './quiz-result-view';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The result of attempt `attemptId`; without one, the learner's results. */
export function QuizResultScreen({ attemptId }: { attemptId: string }) {
  return attemptId ? <AttemptResult attemptId={attemptId} /> : <MyResults />;
}

function AttemptResult({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation(quizzesNs);
  const outcome = useAttemptOutcome(attemptId || null);
  const quizId = outcome?.result?.quizId ?? outcome?.attempt?.quizId ?? '';
  const quiz = useQuiz(quizId);
  const result = outcome?.result;
  const name = quiz?.quiz.name;
  // A grade arriving while this screen waits for it is announced here (once, see announceGrade).
  useEffect(() => {
    if (result) void announceGrade(result, name);
  }, [result, name]);

  if (outcome === undefined) {
    return (
      <Center p="xl">
        <DelayedLoader label={t('result.loading')} />
      </Center>
    );
  }
  if (outcome.result) {
    return (
      <Stack gap="lg">
        <QuizResultView result={outcome.result} name={quiz?.quiz.name} questions={quiz?.questions ?? []} />
        <AttemptFeedback attemptId={outcome.result.id} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{quiz?.quiz.name ?? t('result.title')}</Title>
      {outcome.refusal ? (
        <AttemptRefused reason={outcome.refusal} />
      ) : outcome.attempt?.status === 'submitted' ? (
        <GradingPending />
      ) : (
        <Text>{t('result.none')}</Text>
      )}
    </Stack>
  );
}
