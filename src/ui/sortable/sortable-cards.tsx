/**
 * A list of cards reordered by drag or by keyboard (@dnd-kit: focus a handle, Space to pick up,
 * arrow keys to move, Space to drop; moves are announced: {@link SortableArea}), each with a Move
 * handle, a heading, the editor's own buttons, Remove, and a body. Used for a quiz's questions and an
 * exercise's items.
 * A long list paints its first {@link FIRST_PAINT_CARDS} cards, and the rest in a transition after
 * that paint (issue 20 item 6: 100 cards took some 250 ms to render before the editor showed at all).
 */
import '@mantine/core/styles/Paper.css';
import { memo, type ReactNode } from 'react';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { arrayMove } from '@dnd-kit/sortable';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { SortableArea, useSortableItem, type SortableHandle } from './sortable-area';

/** Cards of a long list rendered before its first paint; the others follow right after it. */
export const FIRST_PAINT_CARDS = 10;

/** The grip drawn before a Move button's word. */
const GRIP = '⠿ ';

interface Props<T extends { id: string }> {
  items: T[];
  onChange: (next: T[]) => void;
  /** What one card is called in button names and announcements ('question'). */
  noun: string;
  /** The list's accessible name ('Questions'). */
  label: string;
  /** The heading of a card, after its Move handle. */
  title: (item: T, index: number) => ReactNode;
  /** The card's own buttons, before Remove. */
  actions?: (item: T, index: number) => ReactNode;
  /** The card's body; `update` puts the changed item in its place. */
  children: (item: T, index: number, update: (next: T) => void) => ReactNode;
}

interface CardProps {
  id: string;
  name: string;
  title: ReactNode;
  actions: ReactNode;
  onRemove: () => void;
  children: ReactNode;
}

// The card's contents, apart from its position: when dnd-kit registers or measures the cards (each
// useSortable re-renders then), a card whose props did not change is not rendered again.
const CardContents = memo(function CardContents({ name, title, actions, onRemove, children, attributes, listeners, setActivatorNodeRef }: Omit<CardProps, 'id'> & SortableHandle) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Button ref={setActivatorNodeRef} variant="default" size="xs" {...attributes} {...listeners} aria-label={t('sortable.moveItem', { name })} style={{ cursor: 'grab' }}>
            {GRIP}
            {t('sortable.move')}
          </Button>
          <Text fw={600}>{title}</Text>
        </Group>
        <Group gap="xs">
          {actions}
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={t('sortable.removeItem', { name })}>
            {t('sortable.remove')}
          </Button>
        </Group>
      </Group>
      {children}
    </>
  );
});

function SortableCard({ id, ...contents }: CardProps) {
  const { setNodeRef, style, attributes, listeners, setActivatorNodeRef } = useSortableItem(id);
  return (
    <Paper ref={setNodeRef} withBorder p="md" component="li" style={{ ...style, listStyle: 'none' }}>
      <CardContents {...contents} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </Paper>
  );
}

/** Whether every card is rendered: at once for a short list, after the first paint for a long one. */
function useAllRendered(count: number): boolean {
  const long = count > FIRST_PAINT_CARDS;
  const painted = useAfterNextPaint(long);
  return !long || painted;
}

/** The sortable list of cards. */
export function SortableCards<T extends { id: string }>({ items, onChange, noun, label, title, actions, children }: Props<T>) {
  const { t } = useTranslation();
  const allRendered = useAllRendered(items.length);
  const shown = allRendered ? items : items.slice(0, FIRST_PAINT_CARDS);
  const onMove = (id: string, toIndex: number) => onChange(arrayMove(items, items.findIndex((item) => item.id === id), toIndex));
  return (
    <SortableArea ids={shown.map((item) => item.id)} noun={noun} onMove={onMove}>
      <Stack component="ol" gap="md" p={0} m={0} aria-label={label}>
        {shown.map((item, index) => (
          <SortableCard
            key={item.id}
            id={item.id}
            name={`${noun} ${index + 1}`}
            title={title(item, index)}
            actions={actions?.(item, index)}
            onRemove={() => onChange(items.filter((other) => other.id !== item.id))}
          >
            {children(item, index, (next) => onChange(items.map((other) => (other.id === next.id ? next : other))))}
          </SortableCard>
        ))}
      </Stack>
      {!allRendered && <Loader size="sm" mt="md" aria-label={t('sortable.loadingRest', { rest: items.length - shown.length, noun })} />}
    </SortableArea>
  );
}
