/** A quiz before it starts (the machine's `closed` state): what it is, its rules, and Start. */
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Button, List, Stack, Text } from '@mantine/core';
import type { QuizRowData } from '@contract/quizzes';
import { formatLongDate } from '@/ui/date';

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
  const pastDeadline = quiz.dueAt !== null && Date.parse(quiz.dueAt) < openedAt;
  return (
    <Stack gap="md" align="flex-start">
      {quiz.description ? <Text>{quiz.description}</Text> : null}
      <List>
        <List.Item>{questionCount === 1 ? '1 question' : `${questionCount} questions`}</List.Item>
        <List.Item>Pass mark: {quiz.passMark}%</List.Item>
        {quiz.timeLimitMinutes ? <List.Item>Time limit: {quiz.timeLimitMinutes} minutes</List.Item> : null}
        {quiz.dueAt ? <List.Item>Due by {formatLongDate(new Date(quiz.dueAt))}</List.Item> : null}
      </List>
      {pastDeadline ? <Text c="red">The deadline has passed: this quiz can no longer be submitted.</Text> : null}
      <Button variant="brandPrimary" onClick={onStart} disabled={pastDeadline || questionCount === 0}>
        {attempted ? 'Start again' : 'Start quiz'}
      </Button>
    </Stack>
  );
}
