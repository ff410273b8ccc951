/** The review before submitting: every question with its answer, a warning about unanswered ones. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { QuestionImages } from '@/ui/question-images';
import { answerOf, answerText, isAnswered } from '../answers';
import type { UserAnswer } from '../machines/quiz-submission.machine';

/** Props of {@link QuizReview}. */
export interface QuizReviewProps {
  questions: QuizQuestionRowData[];
  answers: UserAnswer[];
  onGoTo: (index: number) => void;
  onSubmit: () => void;
}

/** The review step. */
export function QuizReview({ questions, answers, onGoTo, onSubmit }: QuizReviewProps) {
  const unanswered = questions.filter((q) => !isAnswered(answerOf(answers, q.id))).length;
  return (
    <Stack gap="md">
      <Title order={2}>Review your answers</Title>
      {unanswered > 0 ? (
        <Alert color="red" title="Unanswered questions">
          {unanswered === 1 ? '1 question is' : `${unanswered} questions are`} not answered yet. Unanswered questions score no points.
        </Alert>
      ) : (
        <Text>Every question is answered.</Text>
      )}
      <List type="ordered" spacing="xs">
        {questions.map((q, index) => {
          const answer = answerOf(answers, q.id);
          return (
            <List.Item key={q.id}>
              <UnstyledButton onClick={() => onGoTo(index)} aria-label={`Change your answer to question ${index + 1}`}>
                <Text fw={500}>{q.prompt}</Text>
                <QuestionImages images={q.images} height={120} />
                <Text size="sm" c={isAnswered(answer) ? undefined : 'red'}>
                  {isAnswered(answer) ? answerText(answer) : 'Not answered'}
                </Text>
              </UnstyledButton>
            </List.Item>
          );
        })}
      </List>
      <Group>
        <Button variant="default" onClick={() => onGoTo(0)}>
          Back to the questions
        </Button>
        <Button variant="brandPrimary" onClick={onSubmit}>
          Submit quiz
        </Button>
      </Group>
    </Stack>
  );
}
