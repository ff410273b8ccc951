/**
 * A vertical list reordered by drag or keyboard (@dnd-kit: focus the handle, Space to lift, arrows
 * to move, Space to drop, Escape to cancel); `onMove(id, toIndex)` reports each drop.
 */
import type { ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';

function SortableRow({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <Group ref={setNodeRef} wrap="nowrap" align="flex-start" gap="xs" style={{ transform: CSS.Transform.toString(transform), transition }}>
      <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={`Move ${label}`} {...attributes} {...listeners} mt={4}>
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
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
        {items.map((item) => (
          <SortableRow key={item.id} id={item.id} label={item.label}>
            {item.node}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
