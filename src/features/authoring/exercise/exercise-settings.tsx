/** The exercise's settings: title, instructions, course and mastery rule. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ExerciseContent } from '@contract/exercise-authoring';
import { db } from '@/data/db';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { MasteryInput } from './mastery-input';

type Setter = <K extends keyof ExerciseContent>(field: K, value: ExerciseContent[K]) => void;

/** The settings form. */
export function ExerciseSettings({ content, set }: { content: ExerciseContent; set: Setter }) {
  const { t } = useTranslation(authoringNs);
  const courses = useLiveQuery(() => db.courses.orderBy('title').toArray(), []) ?? [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('shared.title')} required maxLength={200} value={content.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <NativeSelect
          label={t('shared.course')}
          required
          value={content.courseId ?? ''}
          data={[{ value: '', label: t('exercise.chooseCourse') }, ...courses.map((c) => ({ value: c.id, label: c.title }))]}
          onChange={(e) => set('courseId', e.currentTarget.value || null)}
        />
      </SimpleGrid>
      <Textarea label={t('exercise.instructions')} rows={2} maxLength={10_000} value={content.instructions} onChange={(e) => set('instructions', e.currentTarget.value)} />
      <MasteryInput rule={content.mastery} onChange={(rule) => set('mastery', rule)} />
    </Stack>
  );
}
