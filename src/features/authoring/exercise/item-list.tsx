/** The items of an exercise, reordered by drag or by keyboard, each with its editor and Remove. */
import { Text } from '@mantine/core';
import type { AuthoredExerciseItem } from '@contract/exercise-authoring';
import { SortableCards } from '@/ui/sortable/sortable-cards';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { ItemEditor } from './item-editor';

/** The sortable list of items. */
export function ItemList({ items, onChange }: { items: AuthoredExerciseItem[]; onChange: (next: AuthoredExerciseItem[]) => void }) {
  const { t } = useTranslation(authoringNs);
  if (!items.length) return <Text c="dimmed">{t('exercise.none')}</Text>;
  return (
    <SortableCards items={items} onChange={onChange} noun="question" label={t('quiz.questions')} title={(item, index) => `${index + 1}. ${t(`itemKinds.${item.kind}`)}`}>
      {(item, index, update) => <ItemEditor item={item} number={index + 1} onChange={update} />}
    </SortableCards>
  );
}
