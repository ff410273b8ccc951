/** On a quiz's intro: the learner's earlier attempts at it, each linking to its result (nothing when none). */
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuizHistory } from '../data/results';
import { AttemptList, HistoryLine } from './attempt-list';

/** The earlier attempts at `quizId`. */
export function EarlierAttempts({ quizId, quizName }: { quizId: string; quizName: string }) {
  const quiz = useQuizHistory(quizId)?.[0];
  if (!quiz) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="earlier-attempts">
      <Title order={2} size="h4" id="earlier-attempts">
        Your attempts
      </Title>
      <HistoryLine count={quiz.attempts.length} bestPercent={quiz.best?.percent ?? null} />
      <AttemptList attempts={quiz.attempts} label={`Attempts at ${quizName}`} />
      <Anchor component={Link} to="/quiz-result" size="sm">
        All your results
      </Anchor>
    </Stack>
  );
}
