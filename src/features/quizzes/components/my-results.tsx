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

/** The learner's quiz results. */
export function MyResults() {
  const history = useQuizHistory();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Your quiz results</Title>
      {history === undefined ? (
        <Center p="xl">
          <DelayedLoader label="Loading your results" />
        </Center>
      ) : history.length === 0 ? (
        <Stack gap="xs">
          <Text>You have not submitted a quiz yet. Quizzes are part of your courses.</Text>
          <Anchor component={Link} to="/courses">
            Go to My Courses
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
              <Text size="sm">Latest: {attemptSummary(quiz.attempts[0]!)}</Text>
              <AttemptList attempts={quiz.attempts} label={`Attempts at ${quiz.name}`} />
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/take-quiz" search={{ quiz: quiz.quizId }} />}>
                Open the quiz
              </Anchor>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
