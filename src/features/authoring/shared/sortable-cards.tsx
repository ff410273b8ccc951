/**
 * A list of cards reordered by drag or by keyboard (@dnd-kit: focus a handle, Space to pick up,
 * arrow keys to move, Space to drop; moves are announced), each with a Move handle, a heading, the
 * editor's own buttons, Remove, and a body. Used for a quiz's questions and an exercise's items.
 * A long list paints its first {@link FIRST_PAINT_CARDS} cards, and the rest in a transition after
 * that paint (issue 20 item 6: 100 cards took some 250 ms to render before the editor showed at all).
 */
import '@mantine/core/styles/Paper.css';
import { memo, type ReactNode } from 'react';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';

/** Cards of a long list rendered before its first paint; the others follow right after it. */
export const FIRST_PAINT_CARDS = 10;

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

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

// The card's contents, apart from its position: when dnd-kit registers or measures the cards (each
// useSortable re-renders then), a card whose props did not change is not rendered again.
const CardContents = memo(function CardContents({ name, title, actions, onRemove, children, attributes, listeners, setActivatorNodeRef }: Omit<CardProps, 'id'> & HandleProps) {
  return (
    <>
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
    </>
  );
});

function SortableCard({ id, ...contents }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <Paper ref={setNodeRef} withBorder p="md" component="li" style={{ transform: CSS.Transform.toString(transform), transition, listStyle: 'none' }}>
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

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The sortable list of cards. */
export function SortableCards<T extends { id: string }>({ items, onChange, noun, label, title, actions, children }: Props<T>) {
  const allRendered = useAllRendered(items.length);
  const shown = allRendered ? items : items.slice(0, FIRST_PAINT_CARDS);
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
      <SortableContext items={shown.map((item) => item.id)} strategy={verticalListSortingStrategy}>
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
        {!allRendered && <Loader size="sm" mt="md" aria-label={`Loading the other ${items.length - shown.length} ${noun}s`} />}
      </SortableContext>
    </DndContext>
  );
}
