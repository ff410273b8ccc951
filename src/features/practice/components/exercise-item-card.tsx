/**
 * One exercise item with its input (choice, blank or order), a Check button and the instant
 * feedback: right, or the right answer (and the hint) when not. Checked items are locked.
 */
import { Alert, Button, Card, Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { useTranslation } from 'react-i18next';
import { itemKind } from '@contract/exercise-check';
import type { ExerciseRow } from '@/data/db';
import { OrderInput } from './order-input';
import { practiceNs } from '../messages/en';

/** An item of an exercise. */
export type Item = ExerciseRow['items'][number];

interface Props {
  item: Item;
  number: number;
  answer: string | string[];
  onAnswer: (answer: string | string[]) => void;
  /** Undefined until checked; then whether the answer was right. */
  verdict: boolean | undefined;
  onCheck: () => void;
}

/** The right answer as a learner reads it. */
function rightAnswer(item: Item): string {
  const kind = itemKind(item);
  if (kind === 'order') return item.answer.join(' → ');
  if (kind === 'blank') return item.answer[0] ?? '';
  return item.answer.join(', ');
}

function AnswerInput({ item, answer, onAnswer, locked, label }: { item: Item; answer: string | string[]; onAnswer: Props['onAnswer']; locked: boolean; label: string }) {
  const { t } = useTranslation(practiceNs);
  const kind = itemKind(item);
  if (kind === 'order') return <OrderInput label={label} order={Array.isArray(answer) ? answer : []} onChange={onAnswer} disabled={locked} />;
  if (kind === 'blank') {
    return <TextInput label={t('item.yourAnswer')} value={typeof answer === 'string' ? answer : ''} disabled={locked} onChange={(e) => onAnswer(e.currentTarget.value)} />;
  }
  const options = (item.options ?? []).map((option) => ({ option }));
  if (item.answer.length > 1) {
    return (
      <Checkbox.Group label={t('item.chooseEvery')} value={Array.isArray(answer) ? answer : []} onChange={onAnswer}>
        <Stack gap={6} mt={6}>{options.map(({ option }) => <Checkbox key={option} value={option} label={option} variant="isAnswerCheckBox" disabled={locked} />)}</Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group label={t('item.chooseOne')} value={typeof answer === 'string' ? answer : ''} onChange={onAnswer}>
      <Stack gap={6} mt={6}>{options.map(({ option }) => <Radio key={option} value={option} label={option} disabled={locked} />)}</Stack>
    </Radio.Group>
  );
}

/** One item, numbered. */
export function ExerciseItemCard({ item, number, answer, onAnswer, verdict, onCheck }: Props) {
  const { t } = useTranslation(practiceNs);
  const locked = verdict !== undefined;
  const empty = Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
  const label = t('item.question', { number });
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600}>{number}. {item.prompt}</Text>
        <AnswerInput item={item} answer={answer} onAnswer={onAnswer} locked={locked} label={label} />
        {locked ? (
          <Alert color={verdict ? 'green' : 'red'} role="status" title={verdict ? t('item.correct') : t('item.notQuite')}>
            {verdict ? t('item.wellDone') : t('item.rightAnswer', { answer: rightAnswer(item) })}
            {!verdict && item.hint ? <Text size="sm" mt={4}>{t('item.hint', { hint: item.hint })}</Text> : null}
          </Alert>
        ) : (
          <Button variant="default" w="fit-content" disabled={empty} onClick={onCheck}>{t('item.check', { number })}</Button>
        )}
      </Stack>
    </Card>
  );
}
