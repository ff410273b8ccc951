/**
 * Answer controls of the issue-18 kinds: ordering (each option moved up or down by a button, so the
 * keyboard and a screen reader can do it; the new position is announced) and matching (one select
 * per item).
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The arrows on the move buttons (their names say which way). */
const UP = '↑';
const DOWN = '↓';

/** The options in the learner's order: `answer` when it holds them all, else the options as given. */
export function orderOf(options: string[], answer: string | string[] | undefined): string[] {
  return Array.isArray(answer) && answer.length === options.length && options.every((o) => answer.includes(o)) ? answer : options;
}

/** Ordering: the options as a list with Move up / Move down per option. */
export function OrderingInput({ options, answer, onAnswer }: { options: string[]; answer: string | string[] | undefined; onAnswer: (answer: string[]) => void }) {
  const { t } = useTranslation(quizzesNs);
  const order = orderOf(options, answer);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onAnswer(next);
    setSaid(t('input.moved', { item, position: to + 1, total: next.length }));
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('input.orderLabel')}>
      <Text size="sm">{t('input.orderHint')}</Text>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.map((option, index) => (
          <li key={option}>
            <Paper withBorder p="xs" mb={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text>
                  {index + 1}. {option}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="default" aria-label={t('input.moveUp', { option })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {UP}
                  </ActionIcon>
                  <ActionIcon variant="default" aria-label={t('input.moveDown', { option })} disabled={index === order.length - 1} onClick={() => move(index, index + 1)}>
                    {DOWN}
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          </li>
        ))}
      </ol>
      {Array.isArray(answer) ? null : (
        <Button variant="default" size="xs" w="fit-content" onClick={() => onAnswer(order)}>
          {t('input.answerWithOrder')}
        </Button>
      )}
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </Stack>
  );
}

/** Matching: per item, the option it goes with (the answer lists them in the items' order; '' for none yet). */
export function MatchingInput({ items, options, answer, onAnswer }: { items: string[]; options: string[]; answer: string | string[] | undefined; onAnswer: (answer: string[]) => void }) {
  const { t } = useTranslation(quizzesNs);
  const chosen = items.map((_, index) => (Array.isArray(answer) ? (answer[index] ?? '') : ''));
  return (
    <Stack gap="xs" role="group" aria-label={t('input.matchLabel')}>
      {items.map((item, index) => (
        <NativeSelect
          key={item}
          label={item}
          value={chosen[index]}
          data={[{ value: '', label: t('input.choose') }, ...options.map((option) => ({ value: option, label: option }))]}
          onChange={(event) => onAnswer(chosen.map((value, i) => (i === index ? event.currentTarget.value : value)))}
        />
      ))}
    </Stack>
  );
}
