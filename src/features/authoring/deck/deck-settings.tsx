/** The deck's settings: title, description, course. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { DeckContent } from '@contract/deck-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { CourseSelect } from '../shared/course-select';

type Setter = <K extends keyof DeckContent>(field: K, value: DeckContent[K]) => void;

/** The settings form. */
export function DeckSettings({ content, set }: { content: DeckContent; set: Setter }) {
  const { t } = useTranslation(authoringNs);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('shared.title')} required maxLength={200} value={content.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <CourseSelect value={content.courseId} onChange={(courseId) => set('courseId', courseId)} noneLabel={t('shared.noCourse')} description={t('deck.courseHelp')} />
      </SimpleGrid>
      <Textarea label={t('shared.description')} rows={2} maxLength={10_000} value={content.description} onChange={(e) => set('description', e.currentTarget.value)} />
    </Stack>
  );
}
