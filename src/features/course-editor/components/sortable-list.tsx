/**
 * A vertical list reordered by drag or keyboard (@dnd-kit: focus the handle, Space to lift, arrows
 * to move, Space to drop, Escape to cancel), or by the 'up' and 'down' buttons beside each item (one
 * click or key press, no dragging needed); `onMove(id, toIndex)` reports each move.
 */
import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical } from '@tabler/icons-react';

function SortableRow({ id, label, index, count, onMove, children }: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (id: string, toIndex: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <Group ref={setNodeRef} wrap="nowrap" align="flex-start" gap="xs" style={{ transform: CSS.Transform.toString(transform), transition }}>
      <Stack gap={0} mt={4}>
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={`Move ${label}`} {...attributes} {...listeners}>
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(id, index - 1)}>
          <IconChevronUp size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(id, index + 1)}>
          <IconChevronDown size={14} aria-hidden />
        </ActionIcon>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** The items in order, each with the label its move handle names. */
export function SortableList({ items, onMove }: { items: { id: string; label: string; node: ReactNode }[]; onMove: (id: string, toIndex: number) => void }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), items.findIndex((item) => item.id === over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableRow key={item.id} id={item.id} label={item.label} index={index} count={items.length} onMove={onMove}>
            {item.node}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
