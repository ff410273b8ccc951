/** The exercise's settings: title, instructions, course and mastery rule. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ExerciseContent } from '@contract/exercise-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { CourseSelect } from '../shared/course-select';
import { MasteryInput } from './mastery-input';

type Setter = <K extends keyof ExerciseContent>(field: K, value: ExerciseContent[K]) => void;

/** The settings form. */
export function ExerciseSettings({ content, set }: { content: ExerciseContent; set: Setter }) {
  const { t } = useTranslation(authoringNs);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('shared.title')} required maxLength={200} value={content.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <CourseSelect value={content.courseId} onChange={(courseId) => set('courseId', courseId)} noneLabel={t('exercise.chooseCourse')} required />
      </SimpleGrid>
      <Textarea label={t('exercise.instructions')} rows={2} maxLength={10_000} value={content.instructions} onChange={(e) => set('instructions', e.currentTarget.value)} />
      <MasteryInput rule={content.mastery} onChange={(rule) => set('mastery', rule)} />
    </Stack>
  );
}
