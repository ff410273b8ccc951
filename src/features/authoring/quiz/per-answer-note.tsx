/**
 * What an imported question's per-answer credit and feedback are (issue 50), shown read-only in the
 * editor, and what editing its options or key does to them, said before it happens.
 */
import '@mantine/core/styles/List.css';
import { Alert, List, Text } from '@mantine/core';
import type { AuthoredQuestion } from '@contract/quiz-authoring';

/** The note. */
export function PerAnswerNote({ question }: { question: AuthoredQuestion }) {
  const choice = question.kind === 'single' || question.kind === 'multiple' || question.kind === 'truefalse';
  const entries = choice ? question.options : question.answer;
  return (
    <Alert color="blue" variant="light" title="Credit and feedback per answer (imported)">
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
      <Text size="sm" mt="xs">Changing the options or the right answer makes this question all or nothing, without the credit and feedback above.</Text>
    </Alert>
  );
}
