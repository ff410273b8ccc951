/** `/take-quiz?quiz=<id>`: the quiz from this device's cache, or why it cannot be taken here. */
import { Center, Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useQuiz } from '../data/quizzes';
import { QuizRunner } from './quiz-runner';

/** The take-quiz screen for quiz `quizId` (empty: none chosen). */
export function TakeQuizScreen({ quizId }: { quizId: string }) {
  const data = useQuiz(quizId);
  if (data === undefined) {
    return (
      <Center p="xl">
        <DelayedLoader label="Loading the quiz" />
      </Center>
    );
  }
  if (data === null) {
    return (
      <Stack gap="sm">
        <Title order={1}>Take a quiz</Title>
        <Text>{quizId ? 'This quiz is not on this device. It appears after the next sync if you have access to its course.' : 'No quiz was chosen.'}</Text>
      </Stack>
    );
  }
  return <QuizRunner key={quizId} quiz={data.quiz} questions={data.questions} />;
}
