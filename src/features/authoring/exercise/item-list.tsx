/** The items of an exercise, reordered by drag or by keyboard, each with its editor and Remove. */
import { Text } from '@mantine/core';
import type { AuthoredExerciseItem } from '@contract/exercise-authoring';
import { SortableCards } from '@/ui/sortable/sortable-cards';
import { ITEM_KIND_LABELS, ItemEditor } from './item-editor';

/** The sortable list of items. */
export function ItemList({ items, onChange }: { items: AuthoredExerciseItem[]; onChange: (next: AuthoredExerciseItem[]) => void }) {
  if (!items.length) return <Text c="dimmed">No questions yet: add one.</Text>;
  return (
    <SortableCards items={items} onChange={onChange} noun="question" label="Questions" title={(item, index) => `${index + 1}. ${ITEM_KIND_LABELS[item.kind]}`}>
      {(item, index, update) => <ItemEditor item={item} number={index + 1} onChange={update} />}
    </SortableCards>
  );
}
