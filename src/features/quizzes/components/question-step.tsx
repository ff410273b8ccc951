/** The `answering` step: the progress indicator, the current question and Previous / Next / Review. */
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { QuestionImages } from '@/ui/question-images';
import { answerOf, isAnswered } from '../answers';
import type { UserAnswer } from '../machines/quiz-submission.machine';
import { QuestionInput } from './question-input';
import { QuizProgress } from './quiz-progress';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuestionStep}. */
export interface QuestionStepProps {
  questions: QuizQuestionRowData[];
  index: number;
  answers: UserAnswer[];
  onAnswer: (answer: UserAnswer) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReview: () => void;
}

/** One question at a time. */
export function QuestionStep({ questions, index, answers, onAnswer, onPrevious, onNext, onReview }: QuestionStepProps) {
  const { t } = useTranslation(quizzesNs);
  const question = questions[index];
  if (!question) return null;
  const last = index === questions.length - 1;
  return (
    <Stack gap="md">
      <QuizProgress index={index} count={questions.length} answered={questions.filter((q) => isAnswered(answerOf(answers, q.id))).length} />
      <Paper withBorder p="lg" radius="brandSmall" component="section" aria-labelledby="quiz-question-prompt">
        <Text id="quiz-question-prompt" fw={600} mb="sm">
          {question.prompt}
        </Text>
        <QuestionImages images={question.images} />
        <QuestionInput key={question.id} question={question} answer={answerOf(answers, question.id)} onAnswer={(answer) => onAnswer({ qstnId: question.id, answer })} />
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious} disabled={index === 0}>
          {t('step.previous')}
        </Button>
        <Group>
          {last ? null : (
            <Button variant="brandSecondary" onClick={onNext}>
              {t('step.next')}
            </Button>
          )}
          <Button variant={last ? 'brandPrimary' : 'default'} onClick={onReview}>
            {t('step.review')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
