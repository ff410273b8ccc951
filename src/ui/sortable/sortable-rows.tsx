/**
 * A vertical list reordered by drag or keyboard ({@link SortableArea}), or by the 'up' and 'down'
 * buttons beside each item (one click or key press, no dragging needed); `onMove(id, toIndex)`
 * reports each move. Used for a course's modules and a module's lessons.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical } from '@tabler/icons-react';
import { SortableArea, useSortableItem } from './sortable-area';

function SortableRow({ id, label, index, count, onMove, children }: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (id: string, toIndex: number) => void;
  children: ReactNode;
}) {
  const { setNodeRef, style, attributes, listeners, setActivatorNodeRef } = useSortableItem(id);
  return (
    <Group ref={setNodeRef} wrap="nowrap" align="flex-start" gap="xs" style={style}>
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

/** The items in order, each with the label its move handle names; `noun` names one in announcements ('module'). */
export function SortableRows({ items, noun, onMove }: { items: { id: string; label: string; node: ReactNode }[]; noun: string; onMove: (id: string, toIndex: number) => void }) {
  return (
    <SortableArea ids={items.map((item) => item.id)} noun={noun} onMove={onMove}>
      {items.map((item, index) => (
        <SortableRow key={item.id} id={item.id} label={item.label} index={index} count={items.length} onMove={onMove}>
          {item.node}
        </SortableRow>
      ))}
    </SortableArea>
  );
}
