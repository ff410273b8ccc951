/**
 * The items of an exercise, reordered by drag or by keyboard (@dnd-kit: focus a handle, Space to
 * pick up, arrow keys to move, Space to drop; moves are announced), each with its editor and Remove.
 */
import '@mantine/core/styles/Paper.css';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuthoredExerciseItem } from '@contract/exercise-authoring';
import { ITEM_KIND_LABELS, ItemEditor } from './item-editor';

interface ItemProps {
  item: AuthoredExerciseItem;
  index: number;
  onChange: (next: AuthoredExerciseItem) => void;
  onRemove: () => void;
}

function SortableItem({ item, index, onChange, onRemove }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: item.id });
  return (
    <Paper ref={setNodeRef} withBorder p="md" component="li" style={{ transform: CSS.Transform.toString(transform), transition, listStyle: 'none' }}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Button ref={setActivatorNodeRef} variant="default" size="xs" {...attributes} {...listeners} aria-label={`Move question ${index + 1}`} style={{ cursor: 'grab' }}>
            ⠿ Move
          </Button>
          <Text fw={600}>
            {index + 1}. {ITEM_KIND_LABELS[item.kind]}
          </Text>
        </Group>
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`Remove question ${index + 1}`}>
          Remove
        </Button>
      </Group>
      <ItemEditor item={item} number={index + 1} onChange={onChange} />
    </Paper>
  );
}

/** The sortable list of items. */
export function ItemList({ items, onChange }: { items: AuthoredExerciseItem[]; onChange: (next: AuthoredExerciseItem[]) => void }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (id: unknown) => items.findIndex((item) => item.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, position(active.id) - 1, position(over.id) - 1));
  };
  if (!items.length) return <Text c="dimmed">No questions yet: add one.</Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up question ${position(active.id)}.`,
          onDragOver: ({ over }) => (over ? `Over position ${position(over.id)}.` : 'Not over a position.'),
          onDragEnd: ({ active, over }) => (over ? `Question ${position(active.id)} dropped at position ${position(over.id)}.` : 'Dropped back.'),
          onDragCancel: () => 'Moving cancelled.',
        },
        screenReaderInstructions: { draggable: 'To move a question, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel.' },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="md" p={0} m={0} aria-label="Questions">
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              item={item}
              index={index}
              onChange={(next) => onChange(items.map((i) => (i.id === next.id ? next : i)))}
              onRemove={() => onChange(items.filter((i) => i.id !== item.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
