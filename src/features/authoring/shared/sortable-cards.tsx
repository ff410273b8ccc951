/**
 * A list of cards reordered by drag or by keyboard (@dnd-kit: focus a handle, Space to pick up,
 * arrow keys to move, Space to drop; moves are announced), each with a Move handle, a heading, the
 * editor's own buttons, Remove, and a body. Used for a quiz's questions and an exercise's items.
 */
import '@mantine/core/styles/Paper.css';
import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';

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

function SortableCard({ id, name, title, actions, onRemove, children }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <Paper ref={setNodeRef} withBorder p="md" component="li" style={{ transform: CSS.Transform.toString(transform), transition, listStyle: 'none' }}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Button ref={setActivatorNodeRef} variant="default" size="xs" {...attributes} {...listeners} aria-label={`Move ${name}`} style={{ cursor: 'grab' }}>
            ⠿ Move
          </Button>
          <Text fw={600}>{title}</Text>
        </Group>
        <Group gap="xs">
          {actions}
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The sortable list of cards. */
export function SortableCards<T extends { id: string }>({ items, onChange, noun, label, title, actions, children }: Props<T>) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (id: unknown) => items.findIndex((item) => item.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, position(active.id) - 1, position(over.id) - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${noun} ${position(active.id)}.`,
          onDragOver: ({ over }) => (over ? `Over position ${position(over.id)}.` : 'Not over a position.'),
          onDragEnd: ({ active, over }) => (over ? `${capitalised(noun)} ${position(active.id)} dropped at position ${position(over.id)}.` : 'Dropped back.'),
          onDragCancel: () => 'Moving cancelled.',
        },
        screenReaderInstructions: { draggable: `To move a ${noun}, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel.` },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="md" p={0} m={0} aria-label={label}>
          {items.map((item, index) => (
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
      </SortableContext>
    </DndContext>
  );
}
