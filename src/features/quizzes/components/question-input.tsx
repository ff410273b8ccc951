/**
 * One question's answer control: answer choices as `isAnswerCheckBox` checkboxes (single choice
 * keeps only the last one ticked), True/False as two such choices, a text field for short text, a
 * decimal field for numbers, and the ordering and matching controls (ordered-input.tsx).
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { QuizQuestionRowData } from '@contract/quizzes';
import { MatchingInput, OrderingInput } from './ordered-input';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link QuestionInput}. */
export interface QuestionInputProps {
  question: QuizQuestionRowData;
  answer: string | string[] | undefined;
  onAnswer: (answer: string | string[]) => void;
}

const asList = (answer: string | string[] | undefined) => (answer === undefined ? [] : Array.isArray(answer) ? answer : [answer]);

/** The answer control of `question`. */
export function QuestionInput({ question, answer, onAnswer }: QuestionInputProps) {
  const { t } = useTranslation(quizzesNs);
  if (question.kind === 'ordering') return <OrderingInput options={question.options} answer={answer} onAnswer={onAnswer} />;
  if (question.kind === 'matching') return <MatchingInput items={question.items ?? []} options={question.options} answer={answer} onAnswer={onAnswer} />;
  if (question.kind === 'numeric') {
    return (
      <TextInput
        label={t('input.number')}
        inputMode="decimal"
        value={typeof answer === 'string' ? answer : ''}
        onChange={(event) => onAnswer(event.currentTarget.value)}
        maxLength={60}
        autoComplete="off"
      />
    );
  }
  if (question.kind === 'text') {
    return (
      <TextInput
        label={t('input.text')}
        value={typeof answer === 'string' ? answer : ''}
        onChange={(event) => onAnswer(event.currentTarget.value)}
        maxLength={2000}
        autoComplete="off"
      />
    );
  }
  const multiple = question.kind === 'multiple';
  const options = question.kind === 'truefalse' ? ['True', 'False'] : question.options;
  const chosen = asList(answer);
  // Single choice: the option just ticked replaces the earlier one; unticking leaves no answer.
  const pick = (next: string[]) => next.find((option) => !chosen.includes(option)) ?? '';
  return (
    <Checkbox.Group
      label={multiple ? t('input.chooseEvery') : t('input.chooseOne')}
      value={chosen}
      onChange={(next) => onAnswer(multiple ? next : pick(next))}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option} value={option} label={question.kind === 'truefalse' ? t(`trueFalse.${option as 'True' | 'False'}`) : option} variant="isAnswerCheckBox" />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
