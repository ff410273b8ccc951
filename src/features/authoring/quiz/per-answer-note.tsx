/**
 * What an imported question's per-answer credit and feedback are (issue 50), shown read-only in the
 * editor, and what editing its options or key does to them, said before it happens.
 */
import '@mantine/core/styles/List.css';
import { Alert, List, Text } from '@mantine/core';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

/** The note. */
export function PerAnswerNote({ question }: { question: AuthoredQuestion }) {
  const { t } = useTranslation(authoringNs);
  const choice = question.kind === 'single' || question.kind === 'multiple' || question.kind === 'truefalse';
  const entries = choice ? question.options : question.answer;
  return (
    <Alert color="blue" variant="light" title={t('quiz.perAnswerTitle')}>
      <List size="sm">
        {entries.map((entry, i) => (
          <List.Item key={i}>
            {entry}
            {question.tolerances?.[i] ? ` ± ${question.tolerances[i]}` : ''}
            {question.weights ? `: ${question.weights[i] ?? 0}%` : ''}
            {question.optionFeedback?.[i] ? ` · “${question.optionFeedback[i]}”` : ''}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">{t('quiz.perAnswerNote')}</Text>
    </Alert>
  );
}
