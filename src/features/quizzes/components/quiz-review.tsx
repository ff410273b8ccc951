/** The review before submitting: every question with its answer, a warning about unanswered ones. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { QuestionImages } from '@/ui/question-images';
import { answerOf, isAnswered, shownAnswer } from '../answers';
import type { UserAnswer } from '../machines/quiz-submission.machine';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuizReview}. */
export interface QuizReviewProps {
  questions: QuizQuestionRowData[];
  answers: UserAnswer[];
  onGoTo: (index: number) => void;
  onSubmit: () => void;
}

/** The review step. */
export function QuizReview({ questions, answers, onGoTo, onSubmit }: QuizReviewProps) {
  const { t } = useTranslation(quizzesNs);
  const unanswered = questions.filter((q) => !isAnswered(answerOf(answers, q.id))).length;
  return (
    <Stack gap="md">
      <Title order={2}>{t('review.title')}</Title>
      {unanswered > 0 ? (
        <Alert color="red" title={t('review.unansweredTitle')}>
          {t('review.unanswered', { count: unanswered })}
        </Alert>
      ) : (
        <Text>{t('review.allAnswered')}</Text>
      )}
      <List type="ordered" spacing="xs">
        {questions.map((q, index) => {
          const answer = answerOf(answers, q.id);
          return (
            <List.Item key={q.id}>
              <UnstyledButton onClick={() => onGoTo(index)} aria-label={t('review.change', { number: index + 1 })}>
                <Text fw={500}>{q.prompt}</Text>
                <QuestionImages images={q.images} height={120} />
                <Text size="sm" c={isAnswered(answer) ? undefined : 'red'}>
                  {isAnswered(answer) ? shownAnswer(q.kind, answer) : t('review.notAnswered')}
                </Text>
              </UnstyledButton>
            </List.Item>
          );
        })}
      </List>
      <Group>
        <Button variant="default" onClick={() => onGoTo(0)}>
          {t('review.back')}
        </Button>
        <Button variant="brandPrimary" onClick={onSubmit}>
          {t('review.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
