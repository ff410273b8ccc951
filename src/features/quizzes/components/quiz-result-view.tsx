/** A graded attempt: score, pass mark, passed or not, and each question with the correct answer. */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { QuizQuestionRowData, QuizResultRowData } from '@contract/quizzes';
import { answerText } from '../answers';

/** Props of {@link QuizResultView}. */
export interface QuizResultViewProps {
  result: QuizResultRowData;
  /** The quiz's name and questions, when cached (prompts); without them questions are numbered. */
  name: string | undefined;
  questions: QuizQuestionRowData[];
}

/** The result. */
export function QuizResultView({ result, name, questions }: QuizResultViewProps) {
  const prompts = new Map(questions.map((q) => [q.id, q.prompt]));
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{name ? `${name}: result` : 'Quiz result'}</Title>
      <Group gap="md" align="center">
        <Text size="xl" fw={700}>
          Score: {result.score} of {result.total} ({result.percent}%)
        </Text>
        <Badge color={result.passed ? 'green' : 'red'} size="lg">
          {result.passed ? 'Passed' : 'Not passed'}
        </Badge>
      </Group>
      <Text>Pass mark: {result.passMark}%</Text>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Answers">
        {result.answers.map((a, index) => (
          <Paper key={a.qstnId} component="li" withBorder p="md" radius="brandSmall">
            <Text fw={600}>{prompts.get(a.qstnId) ?? `Question ${index + 1}`}</Text>
            <Text size="sm">Your answer: {answerText(a.answer) || 'not answered'}</Text>
            <Text size="sm" c={a.correct ? 'green.8' : 'red.8'} fw={600}>
              {a.correct ? 'Correct' : 'Incorrect'}
            </Text>
            {a.correct ? null : <Text size="sm">Correct answer: {answerText(a.correctAnswer)}</Text>}
            {a.feedback ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {a.feedback}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Group gap="md">
        <Anchor renderRoot={(props) => <Link {...props} to="/take-quiz" search={{ quiz: result.quizId }} />}>
          Back to the quiz
        </Anchor>
        <Anchor component={Link} to="/quiz-result">
          All your results
        </Anchor>
      </Group>
    </Stack>
  );
}
