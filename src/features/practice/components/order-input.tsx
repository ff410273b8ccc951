/** Reordering by keyboard or pointer: each entry has Move up / Move down buttons. */
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { practiceNs } from '../messages/en';

/** The buttons' arrows: symbols, the same in every language (their aria-labels say what they do). */
const UP = '↑';
const DOWN = '↓';

/** Moves the entry at `from` one place by `step` (−1 up, +1 down); out-of-range moves change nothing. */
export function moveEntry<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The entries of `order`, reorderable. */
export function OrderInput({ label, order, onChange, disabled }: { label: string; order: string[]; onChange: (order: string[]) => void; disabled: boolean }) {
  const { t } = useTranslation(practiceNs);
  return (
    <Stack component="ol" gap={6} aria-label={t('item.order', { label })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {order.map((entry, i) => (
        <Paper component="li" key={entry} withBorder p="xs" radius="brandSmall">
          <Group justify="space-between" wrap="nowrap">
            <Text><Text span c="dimmed">{i + 1}. </Text>{entry}</Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" aria-label={t('item.moveUp', { entry })} disabled={disabled || i === 0} onClick={() => onChange(moveEntry(order, i, -1))}>{UP}</ActionIcon>
              <ActionIcon variant="default" aria-label={t('item.moveDown', { entry })} disabled={disabled || i === order.length - 1} onClick={() => onChange(moveEntry(order, i, 1))}>{DOWN}</ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
