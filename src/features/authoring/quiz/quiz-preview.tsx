/**
 * Preview as a learner: the learner's own question screen over the draft's questions; nothing is
 * saved or sent. Features do not import each other, so the route hands the learner's `QuestionStep` in.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import { useState, type ComponentType } from 'react';
import { Modal, Text } from '@mantine/core';
import type { QuizContent } from '@contract/quiz-authoring';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

type UserAnswer = { qstnId: string; answer: string | string[] };

/** The props of the learner's question screen (src/features/quizzes/components/question-step.tsx). */
export interface LearnerStepProps {
  questions: QuizQuestionRowData[];
  index: number;
  answers: UserAnswer[];
  onAnswer: (answer: UserAnswer) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReview: () => void;
}
export type LearnerStep = ComponentType<LearnerStepProps>;

/** The questions as a learner's device would hold them: no key, no feedback. */
export function asLearnerRows(quizId: string, content: QuizContent): QuizQuestionRowData[] {
  return content.questions.map((q, position) => ({ id: q.id, quizId, position, prompt: q.prompt, kind: q.kind, options: q.options, items: q.items, points: q.points, ...(q.images ? { images: q.images } : {}) }));
}

/** The preview dialog. */
export function QuizPreview({ quizId, content, onClose, QuestionStep }: { quizId: string; content: QuizContent; onClose: () => void; QuestionStep: LearnerStep }) {
  const { t } = useTranslation(authoringNs);
  const questions = asLearnerRows(quizId, content);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<UserAnswer[]>([]);
  return (
    <Modal opened onClose={onClose} title={t('quiz.previewTitle', { name: content.name || t('quiz.untitled') })} size="xl">
      {questions.length ? (
        <QuestionStep
          questions={questions}
          index={index}
          answers={answers}
          onAnswer={(answer) => setAnswers((all) => [...all.filter((a) => a.qstnId !== answer.qstnId), answer])}
          onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
          onNext={() => setIndex((i) => Math.min(questions.length - 1, i + 1))}
          onReview={onClose}
        />
      ) : (
        <Text>{t('quiz.noQuestions')}</Text>
      )}
    </Modal>
  );
}
