/**
 * The questions of a quiz, reordered by drag or by keyboard ({@link SortableCards}), each with its
 * editor and Remove.
 * A long quiz opens as a list of summaries (a quiz of 100 questions would mount some 1,500 inputs):
 * up to {@link OPEN_ALL_UP_TO} questions are all open; beyond, a question opens with 'Edit'. A
 * question added by hand opens at once.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { questionProblemWords } from '../shared/contract-words';
import { SortableCards } from '@/ui/sortable/sortable-cards';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { QuestionEditor } from './question-editor';

/** Quizzes with at most this many questions show every question's editor. */
export const OPEN_ALL_UP_TO = 10;

/** One line on a closed question: its text (shortened), its points, and what is wrong with it. */
function QuestionSummary({ question }: { question: AuthoredQuestion }) {
  const { t } = useTranslation(authoringNs);
  const problem = question.prompt.trim() ? questionProblemWords(question) : t('quiz.needsText');
  const text = question.prompt.trim();
  return (
    <Stack gap={2}>
      <Text lineClamp={2}>{text || t('quiz.noText')}</Text>
      <Text size="sm" c="dimmed">
        {t('quiz.pointsCount', { count: question.points })}
      </Text>
      {problem && (
        <Text size="sm" c="red.8">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** The sortable list of questions. */
export function QuestionList({ questions, onChange }: { questions: AuthoredQuestion[]; onChange: (next: AuthoredQuestion[]) => void }) {
  const { t } = useTranslation(authoringNs);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(questions.length <= OPEN_ALL_UP_TO ? questions.map((q) => q.id) : []));
  // Questions that appear later: a few at a time (added by hand) open; a large import stays closed.
  const [known, setKnown] = useState<ReadonlySet<string>>(() => new Set(questions.map((q) => q.id)));
  const added = questions.filter((q) => !known.has(q.id));
  if (added.length) {
    setKnown(new Set([...known, ...added.map((q) => q.id)]));
    if (added.length < 5 || questions.length <= OPEN_ALL_UP_TO) setOpen(new Set([...open, ...added.map((q) => q.id)]));
  }
  const toggle = (id: string) => setOpen(open.has(id) ? new Set([...open].filter((other) => other !== id)) : new Set([...open, id]));
  if (!questions.length) return <Text c="dimmed">{t('quiz.none')}</Text>;
  return (
    <SortableCards
      items={questions}
      onChange={onChange}
      noun="question"
      label={t('quiz.questions')}
      title={(question, index) => `${index + 1}. ${t(`kinds.${question.kind}`)}`}
      actions={(question, index) => (
        <Button variant="default" size="xs" onClick={() => toggle(question.id)} aria-expanded={open.has(question.id)} aria-label={open.has(question.id) ? t('quiz.closeQuestion', { number: index + 1 }) : t('quiz.editQuestion', { number: index + 1 })}>
          {open.has(question.id) ? t('quiz.close') : t('quiz.editAction')}
        </Button>
      )}
    >
      {(question, index, update) => (open.has(question.id) ? <QuestionEditor question={question} number={index + 1} onChange={update} /> : <QuestionSummary question={question} />)}
    </SortableCards>
  );
}
