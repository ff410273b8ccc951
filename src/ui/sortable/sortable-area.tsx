/**
 * The drag-and-keyboard reordering every sortable list shares (@dnd-kit): pointer and keyboard
 * sensors (focus a handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel),
 * moves announced with the list's own noun, and each item's node and handle props.
 */
import type { CSSProperties, ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The reorderable area: `ids` in order; `onMove(id, toIndex)` reports a drop at another place. */
export function SortableArea({ ids, noun, onMove, children }: { ids: readonly string[]; noun: string; onMove: (id: string, toIndex: number) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), position(over.id) - 1);
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
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What the handle of a sortable item spreads on its button: its ref, ARIA attributes and listeners. */
export type SortableHandle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

/** One item of a {@link SortableArea}: the ref and style of its node, and its handle's props (ref, ARIA attributes, listeners). */
export function useSortableItem(id: string): SortableHandle & { setNodeRef: (node: HTMLElement | null) => void; style: CSSProperties } {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return { setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, attributes, listeners, setActivatorNodeRef };
}
