/** A quiz before it starts (the machine's `closed` state): what it is, its rules, and Start. */
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Button, List, Stack, Text } from '@mantine/core';
import type { QuizRowData } from '@contract/quizzes';
import { formatLongDate } from '@/ui/date';
import { extendedQuiz, useQuizExtensions } from '../data/teacher-notes';

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
  const [openedAt] = useState(() => Date.now());
  // The learner's extensions (issue 16) may move the deadline later; the server applies the same rule.
  const { dueAt, extraAttempts } = extendedQuiz(quiz, useQuizExtensions(quiz.id) ?? []);
  const pastDeadline = dueAt !== null && Date.parse(dueAt) < openedAt;
  return (
    <Stack gap="md" align="flex-start">
      {quiz.description ? <Text>{quiz.description}</Text> : null}
      <List>
        <List.Item>{questionCount === 1 ? '1 question' : `${questionCount} questions`}</List.Item>
        <List.Item>Pass mark: {quiz.passMark}%</List.Item>
        {quiz.timeLimitMinutes ? <List.Item>Time limit: {quiz.timeLimitMinutes} minutes</List.Item> : null}
        {dueAt ? <List.Item>Due by {formatLongDate(new Date(dueAt))}{dueAt !== quiz.dueAt ? ' (extended for you)' : ''}</List.Item> : null}
        {extraAttempts > 0 ? <List.Item>Your teacher gave you {extraAttempts === 1 ? 'one more attempt' : `${extraAttempts} more attempts`}</List.Item> : null}
      </List>
      {pastDeadline ? <Text c="red">The deadline has passed: this quiz can no longer be submitted.</Text> : null}
      <Button variant="brandPrimary" onClick={onStart} disabled={pastDeadline || questionCount === 0}>
        {attempted ? 'Start again' : 'Start quiz'}
      </Button>
    </Stack>
  );
}
