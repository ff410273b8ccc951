/** A quiz before it starts (the machine's `closed` state): what it is, its rules, and Start. */
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Button, List, Stack, Text } from '@mantine/core';
import type { QuizRowData } from '@contract/quizzes';
import { formatLongDate } from '@/ui/date';
import { extendedQuiz, useQuizExtensions } from '../data/teacher-notes';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuizIntro}. */
export interface QuizIntroProps {
  quiz: QuizRowData;
  questionCount: number;
  onStart: () => void;
  /** The learner submitted this quiz before: the button says 'Start again'. */
  attempted?: boolean;
}

/** The quiz's introduction. */
export function QuizIntro({ quiz, questionCount, onStart, attempted = false }: QuizIntroProps) {
  const { t } = useTranslation(quizzesNs);
  const [openedAt] = useState(() => Date.now());
  // The learner's extensions (issue 16) may move the deadline later; the server applies the same rule.
  const { dueAt, extraAttempts } = extendedQuiz(quiz, useQuizExtensions(quiz.id) ?? []);
  const pastDeadline = dueAt !== null && Date.parse(dueAt) < openedAt;
  return (
    <Stack gap="md" align="flex-start">
      {quiz.description ? <Text>{quiz.description}</Text> : null}
      <List>
        <List.Item>{t('intro.questions', { count: questionCount })}</List.Item>
        <List.Item>{t('passMark', { percent: quiz.passMark })}</List.Item>
        {quiz.timeLimitMinutes ? <List.Item>{t('intro.timeLimit', { minutes: quiz.timeLimitMinutes })}</List.Item> : null}
        {dueAt ? <List.Item>{t('intro.dueBy', { date: formatLongDate(new Date(dueAt)) })}{dueAt !== quiz.dueAt ? t('intro.extended') : ''}</List.Item> : null}
        {extraAttempts > 0 ? <List.Item>{t('intro.moreAttempts', { count: extraAttempts })}</List.Item> : null}
      </List>
      {pastDeadline ? <Text c="red">{t('intro.deadlinePassed')}</Text> : null}
      <Button variant="brandPrimary" onClick={onStart} disabled={pastDeadline || questionCount === 0}>
        {attempted ? t('intro.startAgain') : t('intro.start')}
      </Button>
    </Stack>
  );
}
