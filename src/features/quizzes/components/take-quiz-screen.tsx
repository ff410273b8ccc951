/** `/take-quiz?quiz=<id>`: the quiz from this device's cache, or why it cannot be taken here. */
import { Center, Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useQuiz } from '../data/quizzes';
import { QuizRunner } from './quiz-runner';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The take-quiz screen for quiz `quizId` (empty: none chosen). */
export function TakeQuizScreen({ quizId }: { quizId: string }) {
  const { t } = useTranslation(quizzesNs);
  const data = useQuiz(quizId);
  if (data === undefined) {
    return (
      <Center p="xl">
        <DelayedLoader label={t('loadingQuiz')} />
      </Center>
    );
  }
  if (data === null) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('take.title')}</Title>
        <Text>{quizId ? t('take.notOnDevice') : t('take.noneChosen')}</Text>
      </Stack>
    );
  }
  return <QuizRunner key={quizId} quiz={data.quiz} questions={data.questions} />;
}
